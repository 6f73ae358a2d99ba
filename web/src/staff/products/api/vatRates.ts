import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** The VAT rates a product may have (issue 17), as the restaurant configured them. */
export const vatSettingsQuery = queryOptions({
  queryKey: ['settings', 'vat'],
  queryFn: ({ signal }) => call('GET /settings/vat', { signal }),
  staleTime: 60_000,
});
