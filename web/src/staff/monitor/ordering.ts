import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { orderingActiveQuery as guestsOrderingActiveQuery } from '../../lib/queries/ordering.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';

/** Whether the restaurant takes orders; read fresh whenever the dashboard shows (SPEC §2). */
export const orderingActiveQuery = queryOptions({ ...guestsOrderingActiveQuery, staleTime: 0 });

/** Flips order acceptance; the answer is the new state. */
export function useToggleOrdering() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('GET /order/change-active-state'),
    onSuccess: (active) => client.setQueryData(orderingActiveQuery.queryKey, active),
    onError: () => notifyServerError(),
  });
}
