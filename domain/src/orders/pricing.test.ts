import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetsMinimumOrder, priceOrder } from './pricing.ts';

const lines = fc.array(
  fc.record({
    price: fc.integer({ min: 0, max: 50_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    deposit: fc.constantFrom(0, 50, 100),
  }),
  { maxLength: 20 },
);

describe('priceOrder', () => {
  it('adds price × quantity, takes the coupon off and adds delivery', () => {
    expect(
      priceOrder(
        [
          { price: 2490, quantity: 2 },
          { price: 1190, quantity: 1 },
        ],
        10,
        490,
      ),
    ).toEqual({
      originalPrice: 6170,
      discountedPrice: 5553,
      shippingCost: 490,
      deposit: 0,
      total: 6043,
    });
  });

  it('rounds a half forint up', () => {
    // 1005 × 0.9 = 904.5
    expect(priceOrder([{ price: 1005, quantity: 1 }], 10, 0).discountedPrice).toBe(905);
    // 1015 × 0.9 = 913.5
    expect(priceOrder([{ price: 1015, quantity: 1 }], 10, 0).discountedPrice).toBe(914);
  });

  it('gives everything away at 100 % but still charges delivery', () => {
    expect(priceOrder([{ price: 3000, quantity: 3 }], 100, 690)).toEqual({
      originalPrice: 9000,
      discountedPrice: 0,
      shippingCost: 690,
      deposit: 0,
      total: 690,
    });
  });

  it('adds the bottle deposit after the coupon and delivery, never discounted', () => {
    const prices = priceOrder(
      [
        { price: 3000, quantity: 1 },
        { price: 990, quantity: 2, deposit: 50 },
      ],
      100,
      490,
    );
    expect(prices).toEqual({
      originalPrice: 4980,
      discountedPrice: 0,
      shippingCost: 490,
      deposit: 100,
      total: 590,
    });
  });

  it('always yields whole forints, never more than the original nor below zero', () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2000 }),
        (items, discount, shipping) => {
          const prices = priceOrder(items, discount, shipping);
          expect(Number.isInteger(prices.discountedPrice)).toBe(true);
          expect(prices.discountedPrice).toBeGreaterThanOrEqual(0);
          expect(prices.discountedPrice).toBeLessThanOrEqual(prices.originalPrice);
          expect(
            Math.abs(prices.discountedPrice - (prices.originalPrice * (100 - discount)) / 100),
          ).toBeLessThanOrEqual(0.5);
          const deposit = items.reduce((sum, line) => sum + (line.deposit ?? 0) * line.quantity, 0);
          expect(prices.deposit).toBe(deposit);
          expect(prices.total).toBe(prices.discountedPrice + shipping + deposit);
        },
      ),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100 }), (items, discount) => {
        expect(priceOrder([...items].reverse(), discount, 0)).toEqual(priceOrder(items, discount, 0));
      }),
    );
  });
});

describe('meetsMinimumOrder', () => {
  it('accepts exactly the minimum and refuses one forint less', () => {
    expect(meetsMinimumOrder(3000, 3000)).toBe(true);
    expect(meetsMinimumOrder(2999, 3000)).toBe(false);
  });

  it('counts the items only: a deposit that would lift the order over the minimum does not', () => {
    const prices = priceOrder([{ price: 2950, quantity: 1, deposit: 50 }], 0, 0);
    expect(prices.total).toBe(3000);
    expect(meetsMinimumOrder(prices.discountedPrice, 3000)).toBe(false);
  });
});
