import { addLunchToCart, setLineName } from '@konyha/domain/cart/lunch-cart';
import { updateCart } from './cartStore.ts';
import { notify } from './toasts/store.ts';

/**
 * The cart actions of an office's lunch (issue 31), used by the lunch menu page and the cart: apart from the cart
 * store, which every page loads first, so they weigh only on the pages that offer them.
 */

/**
 * Puts one lunch menu of a day in the cart: the set, or its main alone (`mainOnly`), with the same short
 * confirmation as a dish; `name` is how the guest sees it ("A menü").
 */
export function addLunchVariantToCart(
  variant: { lunchVariantId: number; date: string; mainOnly: boolean },
  name: string,
  now = Date.now(),
): void {
  updateCart((current) => addLunchToCart(current, variant, 1, now), now);
  notify({ kind: 'success', messageKey: 'cart.added', values: { name }, duration: 'short' });
}

/** Whom in an office a line (a dish's or a lunch menu's, by its key) is for; '' takes the name off. */
export function nameCartLine(key: string, name: string, now = Date.now()): void {
  updateCart((current) => current && setLineName(current, key, name, now), now);
}
