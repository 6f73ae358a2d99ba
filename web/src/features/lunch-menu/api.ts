import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/**
 * GET /lunch-menu?week=: a week's lunch menu with its portions left. The server renders the page with it under
 * this key (src/entry-server.tsx), so the browser hydrates the same week; the portions move, so it is read again
 * after a minute.
 */
export const lunchWeekQuery = (week: string) =>
  queryOptions({
    queryKey: ['lunch-menu', week],
    queryFn: ({ signal }) => call('GET /lunch-menu', { querystring: { week }, signal }),
    staleTime: 60_000,
  });

export const useLunchWeek = (week: string) => useQuery(lunchWeekQuery(week));
