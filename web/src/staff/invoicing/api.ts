import type { InvoicingSettingsUpdate } from '@konyha/domain/invoicing/invoicing-settings.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** GET /settings/invoicing (ADMIN): the settings, the agent key only as whether one is kept and its last four. */
export const invoicingSettingsQuery = queryOptions({
  queryKey: ['settings', 'invoicing'],
  queryFn: ({ signal }) => call('GET /settings/invoicing', { signal }),
});

/**
 * PUT /settings/invoicing (ADMIN): every setting at once, the agent key only when one was typed (absent, the kept
 * key stays). The answer, with the new key's last four, replaces what the screen shows.
 */
export function useSaveInvoicingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoicingSettingsUpdate) => call('PUT /settings/invoicing', { body }),
    onSuccess: (saved) => client.setQueryData(invoicingSettingsQuery.queryKey, saved),
  });
}
