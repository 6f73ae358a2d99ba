import {
  addToCart,
  CART_LIFETIME_MS,
  type Cart,
  type CartLine,
  cartItemCount,
  readCart,
  removeFromCart,
  setLineOptions,
  setQuantity,
  withCoupon,
} from '@konyha/domain/cart/cart';
import type { ParseKeys } from 'i18next';
import { useSyncExternalStore } from 'react';
import { notify, notifyServerError } from './toasts/store.ts';

const STORAGE_KEY = 'konyha.cart';

let cart: Cart | null = null;
const listeners = new Set<() => void>();

function write(next: Cart | null) {
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the cart still works for this visit.
  }
}

function publish(next: Cart | null) {
  cart = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the stored cart: an expired or empty one is removed, a live one gets its five hours restarted (SPEC §4).
 * Runs at start, when another tab changes the cart, and when the guest comes back to this tab.
 */
export function loadCart(now = Date.now()): Cart | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    raw = null;
  }
  const next = readCart(parse(raw), now);
  write(next);
  publish(next);
  return next;
}

function parse(raw: string | null): unknown {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Puts one piece of a dish, with the chosen options, in the cart with a short confirmation (SPEC §8, §9). */
export function addProductToCart(
  productId: number | undefined,
  productName: string,
  options: readonly number[] = [],
  now = Date.now(),
): void {
  if (!productId) {
    notifyServerError();
    return;
  }
  const next = addToCart(loadCart(now), productId, 1, now, options);
  write(next);
  publish(next);
  notify({ kind: 'success', messageKey: 'cart.added', values: { name: productName }, duration: 'short' });
}

/**
 * Applies `update` to the stored cart (null: none yet) and keeps what it answers. For the cart actions only some
 * pages need (web/src/lib/lunchCart.ts), which stay out of every page's first download.
 */
export function updateCart(update: (current: Cart | null) => Cart | null, now = Date.now()): void {
  const next = update(loadCart(now));
  write(next);
  publish(next);
}

function change(update: (current: Cart) => Cart | null, now: number): void {
  const current = loadCart(now);
  if (!current) return;
  const next = update(current);
  write(next);
  publish(next);
}

/** Lines are named by `lineKey` (the dish and its options). */
export function changeQuantity(key: string, quantity: number, now = Date.now()): void {
  change((current) => setQuantity(current, key, quantity, now), now);
}

/** A line's options chosen again (after one vanished from the menu). */
export function changeLineOptions(key: string, options: readonly number[], now = Date.now()): void {
  change((current) => setLineOptions(current, key, options, now), now);
}

/** Takes a line out with a short confirmation (SPEC §9: cart add/remove 2 s). */
export function removeProductFromCart(key: string, productName: string, now = Date.now()): void {
  change((current) => removeFromCart(current, key, now), now);
  notify({
    kind: 'success',
    // The cart screen's own texts hold this one; the toast shows while that screen is open.
    messageKey: 'checkout:cart.removed' as ParseKeys,
    values: { name: productName },
    duration: 'short',
  });
}

/** Puts the coupon on the cart (a code the server accepted) or, with null, takes it off. */
export function setCartCoupon(code: string | null, now = Date.now()): void {
  change((current) => withCoupon(current, code, now), now);
}

/** "Order again": a fresh cart of these lines, without the old cart's lines or coupon; none means no cart. */
export function replaceCart(lines: CartLine[], now = Date.now()): void {
  const next = lines.length > 0 ? { expire: now + CART_LIFETIME_MS, products: lines, coupon: null } : null;
  write(next);
  publish(next);
}

/** After a successful order (SPEC §4). */
export function clearCart(): void {
  write(null);
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => cart;
// A prerendered page shows an empty cart: the stored one appears right after the page comes alive.
const getServerSnapshot = () => null;

export function useCart(): Cart | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export function useCartCount(): number {
  return cartItemCount(useCart());
}

/** Keeps this tab in step with the others and applies the expiry when the guest returns after a while. */
export function watchCart(): void {
  // Only adopt the other tab's cart: writing it back would bounce storage events between the tabs forever.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) publish(readCart(parse(event.newValue), Date.now()));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') loadCart();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
}
