import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { OrderContentRequest } from '@konyha/domain/orders/order-changes.schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, ApiRequestError, call } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { orderKeys } from '../../shared/api/orderCache.ts';
import { applyOrder, eventKeys, notifyOrderRefusal, todayOrdersQuery } from '../../shared/api/orders.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';

type ContentAnswer = Answer<'PUT /order/:id/content'>;

/** What a saved change brought: the order as it now stands, a refund of the difference or a payment link. */
export type ChangeResult = { order: Order; refund: ContentAnswer['refund']; paymentUrl: string | undefined };

/**
 * The order as it stands now, read again: after a 409 the editor starts over from it. Today's list holds every
 * undelivered order, pre-orders of later days too; undefined when it is gone from there (delivered, refused).
 */
export async function currentOrder(client: QueryClient, id: number) {
  await client.invalidateQueries({ queryKey: orderKeys.all });
  const orders = await client.fetchQuery({ ...todayOrdersQuery, staleTime: 0 });
  return orders.find((order) => order.id === id);
}

/**
 * PUT /order/{id}/content (issue 30). The answer's order replaces the one shown everywhere; the change is logged, so
 * an open event log reads again. A 409 CONFLICT (someone changed it first, or it moved on) is the caller's to show.
 */
export function useChangeContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: OrderContentRequest }): Promise<ChangeResult> => {
      const { orders, refund, paymentUrl } = await call('PUT /order/:id/content', { params: { id }, body });
      const [order] = orders;
      if (!order) throw new Error('no order in the answer');
      return { order, refund, paymentUrl };
    },
    onSuccess: ({ order, refund, paymentUrl }) => {
      applyOrder(client, order);
      client.invalidateQueries({ queryKey: eventKeys.all });
      if (refund)
        notifyStaff('success', 'orderChanges.savedRefund', 'long', {
          id: order.id,
          amount: { hu: formatForint(refund.amount, 'hu'), en: formatForint(refund.amount, 'en') },
        });
      else if (paymentUrl) notifyStaff('success', 'orderChanges.savedLink', 'long', { id: order.id });
      else notifyStaff('success', 'orderChanges.saved', 'normal', { id: order.id });
    },
    onError: (error) => {
      // A refusal (409 CONFLICT: changed meanwhile; a 400 or a sold-out dish) is said in the editor itself.
      const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      if (refused && error.code !== 'PAYMENT_PENDING') return;
      if (!notifyOrderRefusal(client, error)) notifyServerError();
    },
  });
}
