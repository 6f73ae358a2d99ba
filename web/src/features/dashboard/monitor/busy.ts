import type { BusyPart, BusyRequest } from '@konyha/domain/restaurant/busy-mode';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';

/** GET /order/busy: the extra delivery minutes and the pause now, each with its end; another till may change it. */
export const busyQuery = queryOptions({
  queryKey: ['order', 'busy'],
  queryFn: ({ signal }) => call('GET /order/busy', { signal }),
  refetchInterval: 30_000,
});

/**
 * Starts (POST) or ends early (DELETE ?part=…) a part of busy mode. The answer is the state now; it is read again
 * afterwards all the same, so a failed call never leaves a stale state on screen.
 */
export function useBusyAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { start: BusyRequest } | { end: NonNullable<BusyPart> }) =>
      'start' in action
        ? call('POST /order/busy', { body: action.start })
        : call('DELETE /order/busy', { querystring: { part: action.end } }),
    onSuccess: (state) => client.setQueryData(busyQuery.queryKey, state),
    onError: () => notifyServerError(),
    onSettled: () => client.invalidateQueries({ queryKey: busyQuery.queryKey }),
  });
}
