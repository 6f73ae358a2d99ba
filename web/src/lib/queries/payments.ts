import { queryOptions } from '@tanstack/react-query';
import { call } from '../api.ts';

/**
 * GET /settings/payments (public, issue 27): the methods guests are offered now, whether the sandbox bank takes the
 * online payments (test mode: no real money moves) and how long an online payment may wait. Shared by the pay form,
 * the guest's order page and the dashboard, so one answer serves them all; short-lived, because a manager may
 * switch a method off at any time (the server sends it uncached for the same reason).
 */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['settings', 'payments'],
  queryFn: ({ signal }) => call('GET /settings/payments', { signal }),
  staleTime: 30_000,
});
