import type { Availability } from '@konyha/domain/menu/availability.schemas';
import type { ProductGroup } from '@konyha/domain/menu/catalogue';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { useRefreshProducts } from './adminProducts.ts';

/** Every menu group's windows (issue 31); a group without any is listed with an empty list or not at all. */
export const groupAvailabilityQuery = queryOptions({
  queryKey: ['admin', 'group-availability'],
  queryFn: ({ signal }) => call('GET /product/group-availability', { signal }),
});

/** Sets one group's windows; its dishes carry them, so the product lists and the menu reload too. */
export function useSetGroupAvailability() {
  const client = useQueryClient();
  const refreshProducts = useRefreshProducts();
  return useMutation({
    mutationFn: ({ group, availability }: { group: ProductGroup; availability: Availability }) =>
      call('PUT /product/group-availability/:group', { params: { group }, body: { availability } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupAvailabilityQuery.queryKey }),
        refreshProducts(),
      ]),
  });
}
