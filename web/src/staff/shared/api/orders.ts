import type { Order, OrderSortKey, OrderStatusChange } from '@konyha/domain/orders/order.schemas';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, ApiRequestError, call } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../notifyStaff.ts';
import { orderDay, orderKeys, replaceOrder, upsertOrder } from './orderCache.ts';

export type OrdersPage = Answer<'GET /order/orders'>;
export type OrdersPageRequest = { pageNo: number; sortBy: OrderSortKey; ascending: boolean };

/** Today's orders and every undelivered one (decisions: Staff). The monitor and both order lists read it. */
export const todayOrdersQuery = queryOptions({
  queryKey: orderKeys.today,
  queryFn: async ({ signal }) => (await call('GET /order/today', { signal })).orders,
});

export const dayOrdersQuery = (day: string) =>
  queryOptions({
    queryKey: orderKeys.day(day),
    queryFn: async ({ signal }) =>
      (await call('GET /order/orders/:date', { params: { date: day }, signal })).orders,
  });

export const ordersPageQuery = ({ pageNo, sortBy, ascending }: OrdersPageRequest) =>
  queryOptions({
    queryKey: [...orderKeys.pages, { pageNo, sortBy, ascending }] as const,
    queryFn: ({ signal }) =>
      call('GET /order/orders', {
        querystring: { pageNo, pageSize: 10, sortBy, ascending: ascending ? 'true' : 'false' },
        signal,
      }),
  });

/**
 * Shows a changed or new order everywhere it is listed, without a refetch: today's list (so it moves between
 * current and done), its day (the daily summary) and any page of all orders.
 */
export function applyOrder(client: QueryClient, order: Order): void {
  client.setQueryData<Order[]>(orderKeys.today, (list) => upsertOrder(list, order));
  client.setQueryData<Order[]>(orderKeys.day(orderDay(order)), (list) => upsertOrder(list, order));
  client.setQueriesData<OrdersPage>({ queryKey: orderKeys.pages }, (page) => replaceOrder(page, order));
}

/** PUT /order/order with a new state or paid flag (SPEC §4); the answer moves the order to its list. */
export function useChangeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: OrderStatusChange) => {
      const { orders } = await call('PUT /order/order', { body: change });
      const [order] = orders;
      if (!order) throw new Error('no order in the answer');
      return order;
    },
    onSuccess: (order) => {
      applyOrder(client, order);
      // The change is logged; an open event log shows it next time it is read.
      client.invalidateQueries({ queryKey: eventKeys.all });
      notifyStaff('success', 'orders.modified', 'short');
    },
    onError: (error) => {
      if (!notifyOrderRefusal(client, error)) notifyServerError();
    },
  });
}

/**
 * An order staff may not move now, told as such rather than as a server error, and the orders read again to show
 * where it stands: its online payment is not settled yet (409 PAYMENT_PENDING, issue 27: it waits for the guest or
 * the provider), or its day is closed (409 DAY_CLOSED, issue 34: its orders are read-only). False for any other error.
 */
export function notifyOrderRefusal(client: QueryClient, error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.code === 'PAYMENT_PENDING') notifyStaff('warning', 'orders.paymentPending', 'long');
  else if (error.code === 'DAY_CLOSED') notifyStaff('error', 'orders.dayClosed', 'long');
  else return false;
  void client.invalidateQueries({ queryKey: orderKeys.all });
  return true;
}

export const eventKeys = {
  all: ['events'] as const,
  day: (day: string) => ['events', day] as const,
};
