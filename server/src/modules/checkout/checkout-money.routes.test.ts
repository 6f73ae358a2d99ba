import { splitGross } from '@konyha/domain/accounting/vat';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { addGroup, dishBody, extrasGroup } from '../../../test/option-groups.ts';
import { orders, settings } from '../../db/schema/index.ts';

const checkout = useCheckoutApp();
const { order, place, calculate } = checkout;
let manager: Awaited<ReturnType<typeof loggedInUser>>;
const menu = { dish: 0, cheese: 0, scones: 0, beer: 0 };

/** A 27 % dish with priced extras, an 18 % item and a bottled beer with 50 Ft deposit, added by a manager. */
beforeAll(async () => {
  manager = await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' });
  const extras = await addGroup(checkout.app, manager.headers, extrasGroup);
  const add = async (body: object) => {
    const response = await checkout.app.inject({
      method: 'POST',
      url: '/api/product/product',
      headers: manager.headers,
      payload: body,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().products[0].id as number;
  };
  menu.dish = await add(dishBody('Rántott csirkemell', [extras.id], { price: 2990, loquuId: 7300 }));
  menu.cheese = extras.options[0]?.id ?? 0; // +300 Ft
  menu.scones = await add(
    dishBody('Pogácsa', [], { group: 'STARTER', price: 1180, vatRate: 18, loquuId: 7301 }),
  );
  menu.beer = await add({
    ...dishBody('Soproni üveges 0,5 l', [], { type: 'DRINK', group: 'BEER', price: 990, loquuId: 7302 }),
    deposit: 50,
  });
});

const cart = () => [
  { id: menu.dish, quantity: 1, options: [menu.cheese] },
  { id: menu.scones, quantity: 1 },
  { id: menu.beer, quantity: 2 },
];
const staffOrder = async (id: number): Promise<Order> => {
  const today = (await checkout.app.inject({ url: '/api/order/today', headers: manager.headers })).json();
  const found = today.orders.find((o: Order) => o.id === id);
  if (!found) throw new Error(`order ${id} not among today's`);
  return found;
};

/** What every order must keep: each line splits exactly, the rates sum their lines, the total adds up. */
function expectEveryForintAccounted(placed: Order) {
  const grossAfterCoupon = placed.products.map((line) => line.net + line.vat);
  expect(grossAfterCoupon.reduce((a, b) => a + b, 0)).toBe(placed.discountedPrice);
  for (const row of placed.vat) {
    const lines = placed.products.filter((line) => line.vatRate === row.rate);
    const delivery = placed.shippingVatRate === row.rate ? placed.shippingCost : 0;
    expect(row.net + row.vat).toBe(row.gross);
    expect(row.gross).toBe(lines.reduce((sum, line) => sum + line.net + line.vat, 0) + delivery);
    const deliveryVat = splitGross(delivery, row.rate).vat;
    expect(row.vat).toBe(lines.reduce((sum, line) => sum + line.vat, 0) + deliveryVat);
  }
  expect(placed.deposit).toBe(placed.products.reduce((sum, line) => sum + line.deposit * line.quantity, 0));
  expect(placed.total).toBe(placed.discountedPrice + placed.shippingCost + placed.deposit);
}

describe('VAT and the bottle deposit of an order', () => {
  it('prices the deposit apart: outside the coupon, inside the total', async () => {
    const response = await calculate({ products: cart(), coupon: 'KONYHA10', address: { zipCode: '1137' } });
    // Items 3290 + 1180 + 2 × 990 = 6450, 10 % off = 5805; delivery 490; deposit 2 × 50.
    expect(response.json().orders[0]).toEqual({
      coupon: { code: 'KONYHA10', discount: 10 },
      originalPrice: 6450,
      discountedPrice: 5805,
      shippingCost: 490,
      deposit: 100,
      total: 6395,
    });
  });

  it('keeps each line at its rate after the coupon, options at the dish’s rate, and the deposit apart', async () => {
    const response = await place(order({ products: cart(), coupon: 'KONYHA10' }));
    expect(response.statusCode).toBe(200);
    const placed = await staffOrder(response.json().orderId);
    expect(placed.products).toMatchObject([
      // 3290 − 10 % = 2961 at 27 %: VAT 629.5… → 630.
      { price: 3290, vatRate: 27, net: 2331, vat: 630, deposit: 0 },
      { price: 1180, vatRate: 18, net: 900, vat: 162, deposit: 0 },
      { price: 990, quantity: 2, vatRate: 27, net: 1403, vat: 379, deposit: 50 },
    ]);
    expect(placed.vat).toEqual([
      { rate: 27, gross: 2961 + 1782 + 490, net: 2331 + 1403 + 386, vat: 630 + 379 + 104 },
      { rate: 18, gross: 1062, net: 900, vat: 162 },
    ]);
    expect(placed).toMatchObject({ shippingVatRate: 27, deposit: 100, total: 5805 + 490 + 100 });
    expectEveryForintAccounted(placed);
  });

  it('gives the delivery fee the rate the settings give it', async () => {
    await checkout.db.update(settings).set({ deliveryVatRate: 5 });
    try {
      const placed = await staffOrder((await place(order({ products: cart() }))).json().orderId);
      expect(placed.shippingVatRate).toBe(5);
      expect(placed.vat.find((row) => row.rate === 5)).toEqual({ rate: 5, gross: 490, net: 467, vat: 23 });
      expectEveryForintAccounted(placed);
    } finally {
      await checkout.db.update(settings).set({ deliveryVatRate: 27 });
    }
  });

  it('refuses an order whose items are below the minimum even though the deposit would lift it', async () => {
    // 3 × 990 = 2970 < 3000; with 150 Ft deposit it would be 3120.
    const beers = [{ id: menu.beer, quantity: 3 }];
    const summary = (await calculate({ products: beers })).json().orders[0];
    expect(summary).toMatchObject({ discountedPrice: 2970, deposit: 150, total: 3120 });
    const refused = await place(order({ products: beers }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorType: 'BELOW_MINIMUM_ORDER', field: 'products' });
    const enough = await place(order({ products: [{ id: menu.beer, quantity: 4 }] }));
    expect(enough.statusCode).toBe(200);
  });

  it('asks the guest paying cash for at least the total with the deposit', async () => {
    // 6450 + 490 + 100 = 7040: a forint less is short of it.
    const tooLittle = await place(order({ products: cart(), payWith: 7039 }));
    expect(tooLittle.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'payWith' });
    expect((await place(order({ products: cart(), payWith: 7040 }))).statusCode).toBe(200);
  });

  it('charges the card the total with the deposit, and a replay answers the same order', async () => {
    const body = order({
      products: cart(),
      language: 'en',
      payment: 'CREDIT_CARD_ONLINE',
      encryptedCardData: await checkout.challengeCard(),
    });
    const headers = { 'idempotency-key': `money-${Date.now()}` };
    const first = await place(body, headers);
    const { orderId, url } = first.json();
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.total).toBe(6450 + 490 + 100);
    // The card issuer's page asks for the very amount.
    expect((await checkout.app.inject({ url: new URL(url).pathname })).body).toContain('7,040');
    const replay = await place(body, headers);
    expect(replay.json().orderId).toBe(orderId);
    expect(await checkout.db.select().from(orders).where(eq(orders.email, body.email))).toHaveLength(1);
  });

  it('keeps every forint of orders placed at the same time', async () => {
    const carts = Array.from({ length: 8 }, (_, index) => [
      { id: menu.dish, quantity: 1 + (index % 3), options: index % 2 ? [menu.cheese] : [] },
      { id: menu.scones, quantity: 1 + index },
      { id: menu.beer, quantity: 1 + (index % 4) },
    ]);
    const answers = await Promise.all(
      carts.map((products, index) => place(order({ products, coupon: index % 2 ? 'KONYHA10' : null }))),
    );
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      const placed = await staffOrder(answer.json().orderId);
      expect(placed.deposit).toBe(50 * (1 + (index % 4)));
      expectEveryForintAccounted(placed);
    }
  });
});
