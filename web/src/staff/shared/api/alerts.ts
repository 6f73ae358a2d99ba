import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /settings/alerts: how often to ring, when an order is overdue (every staff role reads it). */
export const alertSettingsQuery = queryOptions({
  queryKey: ['settings', 'alerts'],
  queryFn: ({ signal }) => call('GET /settings/alerts', { signal }),
  staleTime: 60_000,
});
