import type { Printers } from '@konyha/domain/printing/printers.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

export const printersQuery = queryOptions({
  queryKey: ['settings', 'printers'] as const,
  queryFn: ({ signal }) => call('GET /settings/printers', { signal }),
});

/** PUT /settings/printers: the whole list at once; the saved list (trimmed by the server) replaces the cached one. */
export function useSavePrinters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Printers) => call('PUT /settings/printers', { body }),
    onSuccess: (saved) => client.setQueryData(printersQuery.queryKey, saved),
  });
}
