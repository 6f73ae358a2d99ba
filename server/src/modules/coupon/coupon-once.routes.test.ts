import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { couponRedemptions, coupons, orders, products } from '../../db/schema/index.ts';

let t: TestApp;
let soupId: number;
let sequence = 0;

beforeAll(async () => {
  // Every order here comes from one address; the order limit has tests of its own (platform/rate-limits).
  t = await buildTestApp({
    env: { ORDER_RATE_LIMIT: '1000' },
    clock: () => instantOf('2026-11-20', '12:00'),
  });
  const [soup] = await t.database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  soupId = soup?.id ?? 0;
});
afterAll(() => t.close());

const guestEmail = () => `once${++sequence}@example.com`;
const order = (changes: Record<string, unknown> = {}) =>
  guestOrderBody(soupId, 2, { email: guestEmail(), ...changes });
const place = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order/add', payload, headers });
const calculate = (coupon: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/calculate',
    payload: { products: [{ id: soupId, quantity: 2 }], coupon },
    headers,
  });

describe('coupons are used once per customer', () => {
  it('lets a guest e-mail use a code once, and another guest use it too', async () => {
    const email = guestEmail();
    expect((await place(order({ email, coupon: 'KONYHA10' }))).statusCode).toBe(200);
    expect((await place(order({ email: email.toUpperCase(), coupon: 'konyha10' }))).json().errorType).toBe(
      'USED_COUPON',
    );
    expect((await place(order({ coupon: 'KONYHA10' }))).statusCode).toBe(200);
  });

  it('tells a logged-in customer already at calculate time', async () => {
    const { headers } = await loggedInUser(t.app, t.database.db);
    expect((await place(order({ coupon: 'KONYHA10' }), headers)).statusCode).toBe(200);
    expect((await calculate('KONYHA10', headers)).json().errorType).toBe('USED_COUPON');
  });

  it('refuses a guest order with the e-mail of an account that used the code, in any letter case', async () => {
    const { user, headers } = await loggedInUser(t.app, t.database.db, { email: guestEmail() });
    expect((await place(order({ coupon: 'KONYHA10' }), headers)).statusCode).toBe(200);
    const asGuest = await place(order({ email: user.email.toUpperCase(), coupon: 'konyha10' }));
    expect(asGuest.statusCode).toBe(409);
    expect(asGuest.json()).toMatchObject({ errorType: 'USED_COUPON', field: 'coupon' });
  });

  it('refuses the account whose e-mail a guest order already used the code with', async () => {
    const email = guestEmail();
    expect((await place(order({ email: email.toUpperCase(), coupon: 'KONYHA10' }))).statusCode).toBe(200);
    const { user, headers } = await loggedInUser(t.app, t.database.db, { email });
    expect((await calculate('KONYHA10', headers)).json().errorType).toBe('USED_COUPON');
    const asCustomer = await place(order({ coupon: 'KONYHA10' }), headers);
    expect(asCustomer.json()).toMatchObject({ errorType: 'USED_COUPON', field: 'coupon' });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
  });

  it('redeems exactly once when 50 orders with one coupon arrive at once', async () => {
    const email = guestEmail();
    const [coupon] = await t.database.db.insert(coupons).values({ code: 'RUSH50', discount: 5 }).returning();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(order({ email, coupon: 'RUSH50' }))),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.json().errorType === 'USED_COUPON')).toHaveLength(49);
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon?.id ?? 0));
    expect(redemptions).toHaveLength(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(1);
  });
});
