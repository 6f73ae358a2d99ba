import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_LIFETIME_MS,
  type Cart,
  cartItemCount,
  isCartExpired,
  lineKey,
  orderLines,
  readCart,
  removeFromCart,
  setLineOptions,
  setQuantity,
  withCoupon,
} from './cart.ts';

const now = Date.UTC(2025, 4, 10, 12, 0, 0);
const cart = (overrides: Partial<Cart> = {}): Cart => ({
  expire: now + CART_LIFETIME_MS,
  products: [{ productId: 7, quantity: 2, options: [] }],
  coupon: null,
  ...overrides,
});

describe('cart lifetime', () => {
  it('lasts five hours', () => {
    expect(CART_LIFETIME_MS).toBe(5 * 60 * 60 * 1000);
  });

  it('is still valid one millisecond before the five hours are up', () => {
    const stored = cart({ expire: now + CART_LIFETIME_MS });
    expect(isCartExpired(stored, now + CART_LIFETIME_MS - 1)).toBe(false);
    expect(readCart(stored, now + CART_LIFETIME_MS - 1)).not.toBeNull();
  });

  it('has expired exactly five hours after the last read', () => {
    const stored = cart({ expire: now + CART_LIFETIME_MS });
    expect(isCartExpired(stored, now + CART_LIFETIME_MS)).toBe(true);
    expect(readCart(stored, now + CART_LIFETIME_MS)).toBeNull();
  });

  it('restarts the five hours on each read', () => {
    const later = now + 4 * 60 * 60 * 1000;
    const read = readCart(cart(), later);
    expect(read?.expire).toBe(later + CART_LIFETIME_MS);
    expect(read?.products).toEqual([{ productId: 7, quantity: 2, options: [] }]);
  });
});

describe('reading the stored cart', () => {
  it('yields nothing for an empty cart, so it gets removed', () => {
    expect(readCart(cart({ products: [] }), now)).toBeNull();
  });

  it('yields nothing for missing or malformed data', () => {
    expect(readCart(null, now)).toBeNull();
    expect(readCart({ expire: 'soon', products: [] }, now)).toBeNull();
    expect(readCart({ ...cart(), products: [{ productId: 7, quantity: 0 }] }, now)).toBeNull();
  });

  it('rejects a coupon that is not text', () => {
    expect(readCart({ ...cart(), coupon: 10 }, now)).toBeNull();
  });

  it('keeps only the known fields of each line', () => {
    const stored = { ...cart(), products: [{ productId: 7, quantity: 2, options: [5], price: 1 }] };
    expect(readCart(stored, now)?.products).toEqual([{ productId: 7, quantity: 2, options: [5] }]);
  });

  it('loads a cart stored before options existed, its lines without options', () => {
    const stored = { ...cart(), products: [{ productId: 7, quantity: 2 }] };
    expect(readCart(stored, now)?.products).toEqual([{ productId: 7, quantity: 2, options: [] }]);
  });

  it('yields nothing for options that are not ids', () => {
    expect(
      readCart({ ...cart(), products: [{ productId: 7, quantity: 1, options: ['x'] }] }, now),
    ).toBeNull();
  });

  it('keeps the coupon', () => {
    expect(readCart(cart({ coupon: 'NYAR10' }), now)?.coupon).toBe('NYAR10');
  });
});

describe('adding to the cart', () => {
  it('starts a new cart with the product', () => {
    expect(addToCart(null, 3, 1, now)).toEqual({
      expire: now + CART_LIFETIME_MS,
      products: [{ productId: 3, quantity: 1, options: [] }],
      coupon: null,
    });
  });

  it('raises the quantity of a product already in the cart', () => {
    const next = addToCart(cart(), 7, 1, now);
    expect(next.products).toEqual([{ productId: 7, quantity: 3, options: [] }]);
  });

  it('makes another line for the same dish with other options, one line for the same options in any order', () => {
    const fries = addToCart(cart(), 7, 1, now, [12, 4]);
    const again = addToCart(fries, 7, 2, now, [4, 12]);
    expect(again.products).toEqual([
      { productId: 7, quantity: 2, options: [] },
      { productId: 7, quantity: 3, options: [4, 12] },
    ]);
  });

  it('appends a different product after the others', () => {
    const next = addToCart(cart(), 9, 1, now);
    expect(next.products.map((line) => line.productId)).toEqual([7, 9]);
  });

  it('counts the pieces, not the lines', () => {
    expect(cartItemCount(addToCart(cart(), 9, 1, now))).toBe(3);
    expect(cartItemCount(null)).toBe(0);
  });
});

describe('changing the cart', () => {
  const later = now + 1000;

  it('sets a quantity between 1 and 99 and restarts the lifetime', () => {
    expect(setQuantity(cart(), '7', 5, later)).toEqual(
      cart({ expire: later + CART_LIFETIME_MS, products: [{ productId: 7, quantity: 5, options: [] }] }),
    );
    expect(setQuantity(cart(), '7', 0, now).products[0]?.quantity).toBe(1);
    expect(setQuantity(cart(), '7', 120, now).products[0]?.quantity).toBe(99);
  });

  it('changes the quantity of one line of a dish, not its line with other options', () => {
    const two = addToCart(cart(), 7, 1, now, [4]);
    expect(setQuantity(two, lineKey({ productId: 7, options: [4] }), 6, now).products).toEqual([
      { productId: 7, quantity: 2, options: [] },
      { productId: 7, quantity: 6, options: [4] },
    ]);
  });

  it('removes a line, and the whole cart with its last line', () => {
    const two = addToCart(cart(), 9, 1, now);
    expect(removeFromCart(two, '7', now)?.products).toEqual([{ productId: 9, quantity: 1, options: [] }]);
    expect(removeFromCart(cart(), '7', now)).toBeNull();
  });

  it('gives a line new options in its place, or joins it to the line that has them', () => {
    const two = addToCart(addToCart(cart(), 7, 1, now, [4]), 9, 1, now);
    expect(setLineOptions(two, '7:4', [5], now).products.map(lineKey)).toEqual(['7', '7:5', '9']);
    expect(setLineOptions(two, '7:4', [], now).products).toEqual([
      { productId: 7, quantity: 3, options: [] },
      { productId: 9, quantity: 1, options: [] },
    ]);
  });

  it('puts on and takes off the one coupon', () => {
    const withOne = withCoupon(cart(), 'KONYHA10', now);
    expect(withOne.coupon).toBe('KONYHA10');
    expect(withCoupon(withOne, null, now).coupon).toBeNull();
  });

  it('gives the order calls ids, quantities and option ids only', () => {
    expect(orderLines(addToCart(cart(), 7, 1, now, [4]))).toEqual([
      { id: 7, quantity: 2, options: [] },
      { id: 7, quantity: 1, options: [4] },
    ]);
    expect(orderLines(null)).toEqual([]);
  });
});
