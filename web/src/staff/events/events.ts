import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { eventKeys } from '../shared/api/orders.ts';

/** The event log of one Budapest day (GET /event/{yyyy-MM-dd}). */
export const dayEventsQuery = (day: string) =>
  queryOptions({
    queryKey: eventKeys.day(day),
    queryFn: ({ signal }) => call('GET /event/:date', { params: { date: day }, signal }),
  });
