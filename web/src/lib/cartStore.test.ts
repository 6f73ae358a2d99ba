import { CART_LIFETIME_MS } from '@konyha/domain/cart/cart';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addProductToCart, loadCart, useCartCount, watchCart } from './cartStore.ts';
import { useToasts } from './toasts/store.ts';

const KEY = 'konyha.cart';
const now = Date.UTC(2026, 10, 22, 12);
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

describe('the cart store', () => {
  it('keeps added products with their options in local storage with five hours to live', () => {
    addProductToCart(4, 'Gulyásleves', [], now);
    addProductToCart(4, 'Gulyásleves', [], now);
    addProductToCart(8, 'Rétes', [7, 3], now);
    expect(stored()).toEqual({
      expire: now + CART_LIFETIME_MS,
      products: [
        { productId: 4, quantity: 2, options: [] },
        { productId: 8, quantity: 1, options: [3, 7] },
      ],
      coupon: null,
    });
  });

  it('counts the pieces for the cart icon', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => {
      addProductToCart(4, 'Gulyásleves', [], now);
      addProductToCart(4, 'Gulyásleves', [], now);
    });
    expect(result.current).toBe(2);
  });

  it('confirms an addition with a two-second success toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => addProductToCart(4, 'Gulyásleves', [], now));
    expect(result.current[0]).toMatchObject({
      kind: 'success',
      messageKey: 'cart.added',
      values: { name: 'Gulyásleves' },
    });
  });

  it('shows the server-error toast for a product without an id and leaves the cart alone', () => {
    const { result } = renderHook(() => useToasts());
    act(() => addProductToCart(undefined, 'Titokzatos', [], now));
    expect(result.current[0]).toMatchObject({ kind: 'error', messageKey: 'toast.serverError' });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('refreshes the lifetime when the cart is read', () => {
    addProductToCart(4, 'Gulyásleves', [], now);
    const later = now + 4 * 60 * 60 * 1000;
    loadCart(later);
    expect(stored().expire).toBe(later + CART_LIFETIME_MS);
  });

  it('removes a cart not read for five hours', () => {
    addProductToCart(4, 'Gulyásleves', [], now);
    expect(loadCart(now + CART_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('removes an empty cart', () => {
    localStorage.setItem(KEY, JSON.stringify({ expire: now + CART_LIFETIME_MS, products: [], coupon: null }));
    expect(loadCart(now)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('follows the cart another tab changes, without writing it back', () => {
    watchCart();
    const { result } = renderHook(() => useCartCount());
    const other = JSON.stringify({
      expire: Date.now() + CART_LIFETIME_MS,
      products: [{ productId: 5, quantity: 4 }],
      coupon: null,
    });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: other }));
    });
    expect(result.current).toBe(4);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
