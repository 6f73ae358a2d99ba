import type { PastLine, Reorder } from '@konyha/domain/orders/reorder';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyServerError } from './toasts/store.ts';

/** What the cart screen says after "order again": the dishes left out and the prices that changed. */
export type ReorderNotice = Pick<Reorder, 'leftOut' | 'priceChanges'>;
export type CartLocationState = { reorder?: ReorderNotice };

/**
 * "Order again" from the status page or the profile: a fresh cart of the order's lines that can still be ordered,
 * then the cart, which names what was left out and what costs differently now. The work loads on the first click,
 * keeping it out of the public status page's first download.
 */
export function useReorder() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function orderAgain(past: readonly PastLine[]) {
    if (busy) return;
    setBusy(true);
    try {
      const { refillCart } = await import('./reorderCart.ts');
      const state: CartLocationState = { reorder: await refillCart(client, past) };
      navigate('/cart', { state });
    } catch {
      notifyServerError();
    } finally {
      setBusy(false);
    }
  }

  return { orderAgain, busy };
}
