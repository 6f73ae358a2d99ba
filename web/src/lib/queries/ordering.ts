import { queryOptions } from '@tanstack/react-query';
import { call } from '../api.ts';

/** What ordering needs beside the opening hours (issue 14): slot rules, busy mode, the on/off switch, slots. */
export const scheduleSettingsQuery = queryOptions({
  queryKey: ['settings', 'schedule'],
  queryFn: ({ signal }) => call('GET /settings/schedule', { signal }),
  staleTime: 5 * 60_000,
});

/** Busy mode changes within minutes (a pause of 15), so it is read afresh whenever a screen needs it. */
export const busyQuery = queryOptions({
  queryKey: ['order', 'busy'],
  queryFn: ({ signal }) => call('GET /order/busy', { signal }),
  staleTime: 30_000,
});

export const orderingActiveQuery = queryOptions({
  queryKey: ['settings', 'ordering-active'],
  queryFn: ({ signal }) => call('GET /order/get-active-state', { signal }),
  staleTime: 30_000,
});

/** A day's pre-order slots; full ones come marked, and the pay form offers only the others. */
export const slotsQuery = (day: string) =>
  queryOptions({
    queryKey: ['order', 'slots', day],
    queryFn: ({ signal }) => call('GET /order/slots', { querystring: { day }, signal }),
    enabled: day !== '',
    staleTime: 30_000,
  });
