import type { AlertSettingsInput } from '@konyha/domain/orders/order-decisions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { alertSettingsQuery } from '../../shared/api/alerts.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';

/** PUT /settings/alerts (ADMIN, MANAGER); the answer is what is stored now. */
export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettingsInput) => call('PUT /settings/alerts', { body: settings }),
    onSuccess: (settings) => {
      client.setQueryData(alertSettingsQuery.queryKey, settings);
      notifyStaff('success', 'settings.saved', 'short');
    },
    onError: () => notifyServerError(),
  });
}
