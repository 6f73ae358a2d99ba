import type { Order, OrderPrint, PrintWhat } from '@konyha/domain/orders/order.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, call } from '../../lib/api.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { applyOrder } from '../shared/api/orders.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';

export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: ['print', 'ticket', id] as const,
    queryFn: ({ signal }) => call('GET /order/:id/ticket', { params: { id }, signal }),
  });

export const slipQuery = (id: number) =>
  queryOptions({
    queryKey: ['print', 'slip', id] as const,
    queryFn: ({ signal }) => call('GET /order/:id/slip', { params: { id }, signal }),
  });

/** A print job staff must hear about: the server is still trying, or gave up. */
export const needsAttention = (status: OrderPrint['status']) => status === 'RETRYING' || status === 'FAILED';

/**
 * POST /order/{id}/print: the ticket or slip again on every network printer set to print it. The answer's jobs
 * replace the order's, so its warning goes as soon as the new job is queued.
 */
export function useReprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ order, what }: { order: Order; what: PrintWhat }) => {
      const { prints } = await call('POST /order/:id/print', { params: { id: order.id }, body: { what } });
      return { ...order, prints };
    },
    onSuccess: (order) => {
      applyOrder(client, order);
      notifyStaff('success', 'print.reprinted', 'short');
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'NO_PRINTER')
        notifyStaff('error', 'print.noPrinter');
      else notifyServerError();
    },
  });
}
