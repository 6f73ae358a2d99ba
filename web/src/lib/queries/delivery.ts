import { queryOptions } from '@tanstack/react-query';
import { call } from '../api.ts';

/** The zip codes we deliver to: those with a shipping cost (SPEC §2 Pay form). */
export const zipCodesQuery = queryOptions({
  queryKey: ['delivery', 'zip-codes'],
  queryFn: async ({ signal }) =>
    (await call('GET /shipping-cost/shipping-costs', { signal })).map((entry) => entry.zipCode),
  staleTime: 10 * 60_000,
});

export const streetsQuery = (zipCode: string) =>
  queryOptions({
    queryKey: ['delivery', 'streets', zipCode],
    queryFn: ({ signal }) => call('GET /streets/:zipCode', { params: { zipCode }, signal }),
    enabled: /^\d{4}$/.test(zipCode),
    staleTime: 10 * 60_000,
  });

/** The customer's earlier notes, newest first (logged-in only). */
export const notesQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['user', userId, 'notes'],
    queryFn: ({ signal }) => call('GET /user/notes', { signal }),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
