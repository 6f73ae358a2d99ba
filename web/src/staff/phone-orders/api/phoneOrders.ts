import type { Customer } from '@konyha/domain/customers/customer.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { PhoneOrderRequest } from '@konyha/domain/orders/order-changes.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** The shortest query the server searches with (the contract's customerSearchQuerySchema). */
export const minQueryLength = 2;

/** GET /customers?query=: registered customers and earlier guests matching a phone number, e-mail or name. */
export const customerSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['customers', query],
    queryFn: async ({ signal }): Promise<Customer[]> =>
      (await call('GET /customers', { querystring: { query }, signal })).customers,
    enabled: query.length >= minQueryLength,
    staleTime: 30_000,
    // The list stays while the next keystroke is searched, so it does not blink.
    placeholderData: keepPreviousData,
  });

/** POST /order/phone: the order as the server took it, accepted by the one who took it. */
export async function takePhoneOrder(request: PhoneOrderRequest): Promise<Order> {
  const [order] = (await call('POST /order/phone', { body: request })).orders;
  if (!order) throw new Error('no order in the answer');
  return order;
}
