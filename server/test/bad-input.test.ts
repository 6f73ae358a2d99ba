import { instantOf, localDay } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { loggedInUser } from './factories.ts';

/**
 * The inputs of issue 10 item 4 that PostgreSQL refuses (a NUL byte in text, an id past int4, the year 0) answered
 * 500 before: each is a 400 VALIDATION_ERROR naming the field, and the same request with a good value still works.
 */
let t: TestApp;
let soupId: number;
let staff: Record<string, string>;
let customer: Record<string, string>;
const now = instantOf('2026-11-20', '12:00');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  const [soup] = await t.database.db.select().from(products).where(eq(products.orderable, true)).limit(1);
  soupId = soup?.id ?? 0;
  staff = (await loggedInUser(t.app, t.database.db, { role: 'ADMIN' })).headers;
  customer = (await loggedInUser(t.app, t.database.db)).headers;
});
afterAll(() => t.close());

const order = (changes: Record<string, unknown> = {}) => ({
  name: 'Vendég Vera',
  email: 'vera@example.com',
  phone: '+36 30 765 4321',
  address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
  products: [{ id: soupId, quantity: 2 }],
  ...changes,
});
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

function expectBadField(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    errorType: 'VALIDATION_ERROR',
    field,
    message: expect.any(String),
  });
}

describe('a NUL byte in text', () => {
  it('in the note, the name, the coupon or the address of an order names that field', async () => {
    expectBadField(await post('/api/order/add', order({ note: 'csengess\u0000kétszer' })), 'note');
    expectBadField(await post('/api/order/add', order({ name: 'Vera\u0000' })), 'name');
    expectBadField(await post('/api/order/add', order({ coupon: 'KONYHA\u000010' })), 'coupon');
    expectBadField(
      await post('/api/order/add', order({ address: { ...order().address, street: '\u0000' } })),
      'address.street',
    );
    expectBadField(
      await post('/api/order/add', order({ address: { ...order().address, courierNote: 'kapu\u0000' } })),
      'address.courierNote',
    );
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it('in the coupon of a price calculation names it', async () => {
    expectBadField(
      await post('/api/order/calculate', { products: [{ id: soupId, quantity: 1 }], coupon: '\u0000' }),
      'coupon',
    );
  });

  it('in a sign-up, a profile or a path names that field', async () => {
    const signUp = {
      name: 'Új\u0000Ügyfél',
      email: 'uj@example.com',
      phone: '+36 30 111 2222',
      password: 'Password1',
    };
    expectBadField(await post('/api/user/registrate', signUp), 'name');
    const profile = { name: 'Teszt\u0000Elek', phone: '+36 30 123 4567' };
    expectBadField(
      await t.app.inject({ method: 'PUT', url: '/api/user/update', payload: profile, headers: customer }),
      'name',
    );
    expectBadField(await t.app.inject({ url: '/api/user/confirmation/abc%00def' }), 'token');
  });

  it('leaves other text alone: the order with an ordinary note is placed', async () => {
    const response = await post('/api/order/add', order({ note: 'Kapucsengő: 12 — ring twice 🔔' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderId: expect.any(Number) });
  });
});

describe('an id past the database integer', () => {
  it('in a path names the parameter', async () => {
    expectBadField(
      await t.app.inject({ method: 'DELETE', url: '/api/product/2147483648', headers: staff }),
      'id',
    );
    expectBadField(
      await t.app.inject({ method: 'DELETE', url: '/api/user/address/2147483648', headers: customer }),
      'id',
    );
    expectBadField(
      await t.app.inject({ url: '/api/order/userorders/9007199254740993', headers: staff }),
      'userId',
    );
  });

  it('in the products of a calculation or an order names the line', async () => {
    const products = [
      { id: soupId, quantity: 1 },
      { id: 2147483648, quantity: 1 },
    ];
    expectBadField(await post('/api/order/calculate', { products }), 'products.1.id');
    expectBadField(await post('/api/order/add', order({ products })), 'products.1.id');
  });

  it('in a staff change names it', async () => {
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, payload, headers: staff });
    expectBadField(await put('/api/order/order', { id: 2147483648, payed: true }), 'id');
    expectBadField(await put('/api/user/update-other-user', { id: 4294967296, role: 'MANAGER' }), 'id');
  });

  it('still finds nothing, not a bad field, for the largest id there can be', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/product/2147483647', headers: staff });
    expect(response.statusCode).toBe(404);
    const unknown = await post('/api/order/calculate', { products: [{ id: 2147483647, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorType).not.toBe('SERVER_ERROR');
  });
});

describe('a day that is not a day of the restaurant', () => {
  it.each(['/api/event', '/api/order/orders'])('%s/0000-01-01 names the date', async (base) => {
    expectBadField(await t.app.inject({ url: `${base}/0000-01-01`, headers: staff }), 'date');
    expectBadField(await t.app.inject({ url: `${base}/2026-02-29`, headers: staff }), 'date');
    expect((await t.app.inject({ url: `${base}/${localDay(now)}`, headers: staff })).statusCode).toBe(200);
  });

  it('as the pre-order time names it', async () => {
    expectBadField(
      await post('/api/order/add', order({ preOrderDate: '0000-01-01T12:00:00Z' })),
      'preOrderDate',
    );
  });
});

describe('a URL the router refuses', () => {
  it('answers a too long path parameter and a broken escape as a bad field, in JSON', async () => {
    const long = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${'1'.repeat(500)}`,
      headers: staff,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'url',
      message: expect.any(String),
    });
    const broken = await t.app.inject({ url: '/api/user/confirmation/%C0%80' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'url' });
  });
});

describe('found by the fuzz test', () => {
  it('a coupon change naming only the code changes nothing and answers the coupon', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/coupon/coupon',
      payload: { code: 'konyha10' },
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().coupons).toEqual([
      expect.objectContaining({ code: 'KONYHA10', discount: 10, isActive: true }),
    ]);
  });
});
