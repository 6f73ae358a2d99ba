import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { testServerUrl } from '../../../test/database.ts';
import { guestOrderBody } from '../../../test/factories.ts';
import { products, rateLimitHits } from '../../db/schema/index.ts';

// 12:03:20 in Budapest is 11:03:20Z: 400 seconds before the ten-minute window ends.
const start = new Date(instantOf('2026-11-20', '12:00').getTime() + 200_000);
let now = start;
const env = { ORDER_RATE_LIMIT: '3' };
let t: TestApp;
let soupId: number;
let sequence = 0;

beforeAll(async () => {
  t = await buildTestApp({ env, clock: () => now });
  const [soup] = await t.database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  soupId = soup?.id ?? 0;
});
afterAll(() => t.close());
beforeEach(() => {
  now = start;
});

/** A client address of its own for each test, so no test trips another's limit. */
const freshAddress = () => `10.77.${Math.floor(++sequence / 250)}.${sequence % 250}`;
const freshEmail = () => `abuse${++sequence}@example.com`;
const cart = [{ id: 0, quantity: 2 }];
const calculate = (app: TestApp, remoteAddress: string, coupon: string | null) =>
  app.app.inject({
    method: 'POST',
    url: '/api/order/calculate',
    remoteAddress,
    payload: { products: cart.map((line) => ({ ...line, id: soupId })), coupon },
  });
const place = (
  app: TestApp,
  remoteAddress: string,
  changes: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/order/add',
    remoteAddress,
    headers,
    payload: guestOrderBody(soupId, 2, { email: freshEmail(), ...changes }),
  });

describe('guessing coupon codes', () => {
  it('answers the 11th unknown code from one address 429 with Retry-After, and any code after it', async () => {
    const guesser = freshAddress();
    for (let i = 1; i <= 9; i++)
      expect((await calculate(t, guesser, `GUESS${i}`)).json().errorType).toBe('INVALID_COUPON');
    // An order with an unknown code counts as a guess too.
    expect((await place(t, guesser, { coupon: 'GUESS10' })).json().errorType).toBe('INVALID_COUPON');

    const eleventh = await calculate(t, guesser, 'GUESS11');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ errorType: 'TOO_MANY_REQUESTS', field: 'coupon' });
    expect(eleventh.headers['retry-after']).toBe('400');
    const real = await place(t, guesser, { coupon: 'KONYHA10' });
    expect(real.statusCode).toBe(429);
    expect(real.headers['retry-after']).toBe('400');
    // Without a coupon the address still orders and prices carts.
    expect((await calculate(t, guesser, null)).statusCode).toBe(200);
    expect((await place(t, guesser)).statusCode).toBe(200);

    const neighbour = freshAddress();
    expect((await calculate(t, neighbour, 'GUESS12')).json().errorType).toBe('INVALID_COUPON');
    expect((await calculate(t, neighbour, 'KONYHA10')).statusCode).toBe(200);

    now = new Date(start.getTime() + 400_000);
    expect((await calculate(t, guesser, 'GUESS13')).json().errorType).toBe('INVALID_COUPON');
  });

  it('gives at most 10 unknown-code answers to 30 guesses sent at once', async () => {
    const guesser = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => calculate(t, guesser, `RUSH${i}`)),
    );
    expect(answers.filter((a) => a.json().errorType === 'INVALID_COUPON')).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20);
  });

  it('never limits a customer who prices the cart with a real code again and again', async () => {
    const customer = freshAddress();
    for (let i = 0; i < 15; i++) expect((await calculate(t, customer, 'konyha10')).statusCode).toBe(200);
  });
});

describe('placing orders (ORDER_RATE_LIMIT=3)', () => {
  it('refuses the 4th order from one address with 429 and Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await place(t, address)).statusCode).toBe(200);
    const fourth = await place(t, address);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errorType).toBe('TOO_MANY_REQUESTS');
    expect(fourth.headers['retry-after']).toBe('400');
    expect((await place(t, freshAddress())).statusCode).toBe(200);
    now = new Date(start.getTime() + 400_000);
    expect((await place(t, address)).statusCode).toBe(200);
  });

  it('refuses the 4th order for one e-mail from another address, in any letter case', async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await place(t, freshAddress(), { email })).statusCode).toBe(200);
    const elsewhere = freshAddress();
    const fourth = await place(t, elsewhere, { email: email.toUpperCase() });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('400');
    expect((await place(t, elsewhere)).statusCode).toBe(200);
  });

  it('counts refused orders but not replays of an answered one', async () => {
    const address = freshAddress();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const payload = { email: freshEmail() };
    const first = await place(t, address, payload, headers);
    // A replay answers the same order (with a status link of its own: links are kept only as hashes).
    const sameOrder = { orderId: first.json().orderId, statusUrl: expect.stringContaining('/order-status/') };
    for (let i = 0; i < 5; i++) expect((await place(t, address, payload, headers)).json()).toEqual(sameOrder);
    const unknownDish = await place(t, address, { products: [{ id: 999_999, quantity: 1 }] });
    expect(unknownDish.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'products.0.id' });
    expect((await place(t, address)).statusCode).toBe(200);
    expect((await place(t, address)).statusCode).toBe(429);
    // Still answered after the limit: a replay is not a new order.
    expect((await place(t, address, payload, headers)).json()).toEqual(sameOrder);
  });

  it('forgets the windows that have ended', async () => {
    await place(t, freshAddress());
    now = new Date(start.getTime() + 3_600_000);
    await place(t, freshAddress());
    const windows = await t.database.db
      .selectDistinct({ start: rateLimitHits.windowStart })
      .from(rateLimitHits);
    expect(windows.map((w) => w.start.getTime())).toEqual([start.getTime() + 3_600_000 - 200_000]);
  });
});

describe('across instances', () => {
  it.runIf(testServerUrl)('shares the counts between two instances on one PostgreSQL database', async () => {
    const b = await buildTestApp({ env, clock: () => now, database: t.database });
    try {
      const address = freshAddress();
      expect((await place(t, address)).statusCode).toBe(200);
      expect((await place(b, address)).statusCode).toBe(200);
      expect((await place(t, address)).statusCode).toBe(200);
      expect((await place(b, address)).statusCode).toBe(429);

      const guesser = freshAddress();
      for (let i = 0; i < 10; i++)
        expect((await calculate(i % 2 ? t : b, guesser, `SPLIT${i}`)).statusCode).toBe(404);
      expect((await calculate(t, guesser, 'SPLIT10')).statusCode).toBe(429);
      expect((await calculate(b, guesser, 'SPLIT11')).statusCode).toBe(429);
    } finally {
      await b.close();
    }
  });
});
