import type { VatSettings } from '@konyha/domain/accounting/exports.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

export const vatSettingsQuery = queryOptions({
  queryKey: ['settings', 'vat'] as const,
  queryFn: ({ signal }) => call('GET /settings/vat', { signal }),
});

/** PUT /settings/vat: the rates and the delivery fee's rate at once; the saved settings replace the cached ones. */
export function useSaveVatSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VatSettings) => call('PUT /settings/vat', { body }),
    onSuccess: (saved) => client.setQueryData(vatSettingsQuery.queryKey, saved),
  });
}
