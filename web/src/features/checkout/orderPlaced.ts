import type { ParseKeys } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { clearCart } from '../../lib/cartStore.ts';
import { notify } from '../../lib/toasts/store.ts';
import { type StatusLocationState, statusPathOf } from '../order-status/index.ts';

/**
 * The success message after ordering (cash, card at the door, online card, 3-D Secure): the guest lands on the
 * order's live page, which thanks them above the order and empties the cart. Without a status link, the cart is
 * emptied here and the guest goes home with the success toast.
 */
export async function showOrderPlaced(
  navigate: NavigateFunction,
  statusUrl: string | undefined,
): Promise<void> {
  const path = statusPathOf(statusUrl);
  if (path) {
    const state: StatusLocationState = { justOrdered: true };
    // The status page empties the cart once it shows: emptied here, the pay form would send the guest home.
    await navigate(path, { replace: true, state });
    return;
  }
  clearCart();
  await navigate('/', { replace: true });
  notify({ kind: 'success', messageKey: 'checkout:pay.orderSuccess' as ParseKeys });
}
