import type { PaymentSettingsUpdate } from '@konyha/domain/payments/payment-settings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { paymentSettingsQuery } from '../../lib/queries/payments.ts';

/**
 * PUT /settings/payments (ADMIN, MANAGER): the methods and the waiting times at once. The answer replaces the public
 * settings the pay form and the dashboard's header read, so they follow at once.
 */
export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsUpdate) => call('PUT /settings/payments', { body }),
    onSuccess: (saved) => client.setQueryData(paymentSettingsQuery.queryKey, saved),
  });
}
