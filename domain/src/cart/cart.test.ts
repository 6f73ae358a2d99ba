import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_LIFETIME_MS,
  type Cart,
  cartItemCount,
  isCartExpired,
  orderLines,
  readCart,
  removeFromCart,
  setQuantity,
  withCoupon,
} from './cart.ts';

const now = Date.UTC(2025, 4, 10, 12, 0, 0);
const cart = (overrides: Partial<Cart> = {}): Cart => ({
  expire: now + CART_LIFETIME_MS,
  products: [{ productId: 7, quantity: 2 }],
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
    expect(read?.products).toEqual([{ productId: 7, quantity: 2 }]);
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
    const stored = { ...cart(), products: [{ productId: 7, quantity: 2, price: 1 }] };
    expect(readCart(stored, now)?.products).toEqual([{ productId: 7, quantity: 2 }]);
  });

  it('keeps the coupon', () => {
    expect(readCart(cart({ coupon: 'NYAR10' }), now)?.coupon).toBe('NYAR10');
  });
});

describe('adding to the cart', () => {
  it('starts a new cart with the product', () => {
    expect(addToCart(null, 3, 1, now)).toEqual({
      expire: now + CART_LIFETIME_MS,
      products: [{ productId: 3, quantity: 1 }],
      coupon: null,
    });
  });

  it('raises the quantity of a product already in the cart', () => {
    const next = addToCart(cart(), 7, 1, now);
    expect(next.products).toEqual([{ productId: 7, quantity: 3 }]);
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
    expect(setQuantity(cart(), 7, 5, later)).toEqual(
      cart({ expire: later + CART_LIFETIME_MS, products: [{ productId: 7, quantity: 5 }] }),
    );
    expect(setQuantity(cart(), 7, 0, now).products[0]?.quantity).toBe(1);
    expect(setQuantity(cart(), 7, 120, now).products[0]?.quantity).toBe(99);
  });

  it('removes a line, and the whole cart with its last line', () => {
    const two = addToCart(cart(), 9, 1, now);
    expect(removeFromCart(two, 7, now)?.products).toEqual([{ productId: 9, quantity: 1 }]);
    expect(removeFromCart(cart(), 7, now)).toBeNull();
  });

  it('puts on and takes off the one coupon', () => {
    const withOne = withCoupon(cart(), 'KONYHA10', now);
    expect(withOne.coupon).toBe('KONYHA10');
    expect(withCoupon(withOne, null, now).coupon).toBeNull();
  });

  it('gives the order calls ids and quantities only', () => {
    expect(orderLines(cart())).toEqual([{ id: 7, quantity: 2 }]);
    expect(orderLines(null)).toEqual([]);
  });
});
