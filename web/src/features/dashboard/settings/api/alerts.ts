import type { AlertSettings } from '@konyha/domain/orders/order-decisions.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { notifyServerError } from '../../../../lib/toasts/store.ts';
import { notifyDashboard } from '../../orders/notify.ts';

/** GET /settings/alerts: how often to ring, when an order is overdue (every staff role reads it). */
export const alertSettingsQuery = queryOptions({
  queryKey: ['settings', 'alerts'],
  queryFn: ({ signal }) => call('GET /settings/alerts', { signal }),
  staleTime: 60_000,
});

/** PUT /settings/alerts (ADMIN, MANAGER); the answer is what is stored now. */
export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) => call('PUT /settings/alerts', { body: settings }),
    onSuccess: (settings) => {
      client.setQueryData(alertSettingsQuery.queryKey, settings);
      notifyDashboard('success', 'settings.saved', 'short');
    },
    onError: () => notifyServerError(),
  });
}
