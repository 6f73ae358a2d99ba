import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_LIFETIME_MS,
  cartItemCount,
  lineKey,
  lunchLineKey,
  orderLines,
  readCart,
  removeFromCart,
  setQuantity,
} from './cart.ts';
import { addLunchToCart, setLineName } from './lunch-cart.ts';

const now = Date.UTC(2026, 10, 20, 11, 0, 0);
const menuA = { lunchVariantId: 5, date: '2026-11-23', mainOnly: false };

describe("an office's lunch in the cart", () => {
  it('keeps lunch variants beside the dishes, one line per variant, day and kind, counted on the cart icon', () => {
    let cart = addToCart(null, 7, 1, now);
    cart = addLunchToCart(cart, menuA, 2, now);
    cart = addLunchToCart(cart, menuA, 1, now);
    cart = addLunchToCart(cart, { ...menuA, mainOnly: true }, 1, now);
    expect(cart.lunch).toEqual([
      { ...menuA, quantity: 3, forName: null },
      { ...menuA, mainOnly: true, quantity: 1, forName: null },
    ]);
    expect(cartItemCount(cart)).toBe(5);
    expect(orderLines(cart)).toEqual([
      { id: 7, quantity: 1, options: [] },
      { ...menuA, quantity: 3, forName: null },
      { ...menuA, mainOnly: true, quantity: 1, forName: null },
    ]);
  });

  it('names whom a line is for, and a line named like another joins it', () => {
    let cart = addLunchToCart(null, menuA, 2, now);
    cart = setLineName(cart, lunchLineKey({ ...menuA, forName: null }), ' Kata ', now);
    cart = addLunchToCart(cart, menuA, 1, now);
    expect(cart.lunch?.map((line) => [line.forName, line.quantity])).toEqual([
      ['Kata', 2],
      [null, 1],
    ]);
    cart = setLineName(cart, lunchLineKey({ ...menuA, forName: null }), 'Kata', now);
    expect(cart.lunch).toEqual([{ ...menuA, quantity: 3, forName: 'Kata' }]);

    const dish = addToCart(cart, 7, 1, now);
    const named = setLineName(dish, lineKey({ productId: 7, options: [] }), 'Péter', now);
    expect(orderLines(named)[0]).toEqual({ id: 7, quantity: 1, options: [], forName: 'Péter' });
  });

  it('changes and removes lunch lines by their key; the last line gone removes the cart', () => {
    const key = lunchLineKey({ ...menuA, forName: null });
    const cart = setQuantity(addLunchToCart(null, menuA, 1, now), key, 4, now);
    expect(cart.lunch?.[0]?.quantity).toBe(4);
    expect(removeFromCart(cart, key, now)).toBeNull();
  });

  it('reads a stored cart with lunch lines back, and refuses a malformed one', () => {
    const stored = { ...addLunchToCart(null, menuA, 1, now), expire: now + CART_LIFETIME_MS };
    expect(readCart(JSON.parse(JSON.stringify(stored)), now)?.lunch).toEqual(stored.lunch);
    expect(readCart({ ...stored, lunch: [{ ...menuA, date: 'tomorrow', quantity: 1 }] }, now)).toBeNull();
    // A cart saved before the lunch menu existed has no lunch lines and still loads.
    expect(
      readCart({ expire: now + 1000, products: [{ productId: 7, quantity: 1 }], coupon: null }, now),
    ).toEqual({
      expire: now + CART_LIFETIME_MS,
      products: [{ productId: 7, quantity: 1, options: [] }],
      coupon: null,
    });
  });
});
