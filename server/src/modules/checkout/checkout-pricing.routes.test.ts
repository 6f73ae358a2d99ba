import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { coupons, products } from '../../db/schema/index.ts';

const checkout = useCheckoutApp();
const { calculate } = checkout;

describe('delivery and settings reads', () => {
  it('tells the minimum order value, the delivery estimate and whether ordering is on', async () => {
    expect((await checkout.app.inject({ url: '/api/min-order-value' })).json()).toBe(3000);
    expect((await checkout.app.inject({ url: '/api/order/estimated-shipping-time' })).json()).toBe(60);
    expect((await checkout.app.inject({ url: '/api/order/get-active-state' })).json()).toBe(true);
  });

  it('lists the zip codes with their costs, and the streets of one', async () => {
    const costs = (await checkout.app.inject({ url: '/api/shipping-cost/shipping-costs' })).json();
    expect(costs).toHaveLength(9);
    expect(costs[0]).toMatchObject({ zipCode: '1131', cost: expect.any(Number) });
    expect((await checkout.app.inject({ url: '/api/streets/1137' })).json()).toContain('Pozsonyi út');
    expect((await checkout.app.inject({ url: '/api/streets/1051' })).json()).toEqual([]);
    expect((await checkout.app.inject({ url: '/api/streets/abc' })).json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'zipCode',
    });
  });
});

describe('POST /api/order/calculate', () => {
  it('prices from the database, ignoring prices the client sends', async () => {
    const response = await calculate({
      products: [
        { id: checkout.dishes.soup.id, quantity: 2, price: 1 },
        { id: checkout.dishes.pickle.id, quantity: 1, price: 1 },
      ],
    });
    const original = checkout.dishes.soup.price * 2 + checkout.dishes.pickle.price;
    expect(response.json().orders[0]).toEqual({
      coupon: null,
      originalPrice: original,
      discountedPrice: original,
      shippingCost: null,
      deposit: 0,
      total: original,
    });
  });

  it('takes the coupon off (any letter case) and adds delivery for the zip code', async () => {
    const response = await calculate({
      products: [{ id: checkout.dishes.soup.id, quantity: 2 }],
      coupon: 'konyha10',
      address: { zipCode: '1137' },
    });
    const summary = response.json().orders[0];
    const original = checkout.dishes.soup.price * 2;
    expect(summary.coupon).toEqual({ code: 'KONYHA10', discount: 10 });
    expect(summary.discountedPrice).toBe(Math.round(original * 0.9));
    expect(summary.shippingCost).toBe(490);
    expect(summary.total).toBe(summary.discountedPrice + 490);
  });

  it('names unknown and inactive coupons', async () => {
    expect(
      (await calculate({ products: [{ id: checkout.dishes.soup.id, quantity: 1 }], coupon: 'NOPE' })).json()
        .errorType,
    ).toBe('INVALID_COUPON');
    await checkout.db.insert(coupons).values({ code: 'SLEEPY', discount: 20, isActive: false });
    expect(
      (await calculate({ products: [{ id: checkout.dishes.soup.id, quantity: 1 }], coupon: 'sleepy' })).json()
        .errorType,
    ).toBe('INACTIVE_COUPON');
  });

  it('refuses an unknown product and one that cannot be ordered, naming the line', async () => {
    const unknown = await calculate({
      products: [
        { id: checkout.dishes.soup.id, quantity: 1 },
        { id: 999999, quantity: 1 },
      ],
    });
    expect(unknown.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'products.1.id' });
    const [off] = await checkout.db.select().from(products).where(eq(products.orderable, false));
    const refused = await calculate({ products: [{ id: off?.id, quantity: 1 }] });
    expect(refused.json()).toMatchObject({ errorType: 'PRODUCT_NOT_ORDERABLE', field: 'products.0.id' });
  });
});
