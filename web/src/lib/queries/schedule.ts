import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api.ts';

/**
 * The opening hours (issue 14) are on every page (the footer), so this module holds them alone: the answers only
 * ordering needs are in ordering.ts, with the screens that use them.
 */
export const openingHoursQuery = queryOptions({
  queryKey: ['opening-hours'],
  queryFn: ({ signal }) => call('GET /opening-hours', { signal }),
  staleTime: 5 * 60_000,
});

/** The week's hours and the special dates; undefined until they arrive (a server-rendered page has them at once). */
export const useOpeningHours = () => useQuery(openingHoursQuery).data;
