import type { BusyPart, BusyRequest } from '@konyha/domain/restaurant/busy-mode';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { busyQuery } from '../../lib/queries/ordering.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';

/**
 * GET /order/busy on the monitor: another staff member's change arrives on the live channel; reading it every 30 s
 * as well covers a channel that is down.
 */
export const monitorBusyQuery = { ...busyQuery, refetchInterval: 30_000 };

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
