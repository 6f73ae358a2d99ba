import type { OptionGroup, OptionGroupInput } from '@konyha/domain/menu/options.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { useRefreshProducts } from '../products/index.ts';
import { optionGroupsQuery } from '../shared/api/optionGroups.ts';

/**
 * The groups an answer holds replace their copies in the list (a new one is added), so the screen shows the saved
 * state at once; the products reload, since every product that uses a group shows it.
 */
function useStoreGroups() {
  const client = useQueryClient();
  const refreshProducts = useRefreshProducts();
  return ({ optionGroups: saved }: { optionGroups: OptionGroup[] }) => {
    client.setQueryData(optionGroupsQuery.queryKey, (list) => {
      const kept = (list?.optionGroups ?? []).map(
        (group) => saved.find((other) => other.id === group.id) ?? group,
      );
      const added = saved.filter((group) => !kept.some((other) => other.id === group.id));
      return { optionGroups: [...kept, ...added] };
    });
    return refreshProducts();
  };
}

/** POST a new group, or PUT one that has an id (options that keep their id stay the same option). */
export function useSaveOptionGroup() {
  const store = useStoreGroups();
  return useMutation({
    mutationFn: ({ id, group }: { id: number | undefined; group: OptionGroupInput }) =>
      id === undefined
        ? call('POST /product/option-groups', { body: group })
        : call('PUT /product/option-groups/:id', { params: { id }, body: group }),
    onSuccess: store,
  });
}

/** PUT /product/options/:optionId (any staff role): out of fries, or fries again. */
export function useSetOptionAvailable() {
  const store = useStoreGroups();
  return useMutation({
    mutationFn: ({ optionId, available }: { optionId: number; available: boolean }) =>
      call('PUT /product/options/:optionId', { params: { optionId }, body: { available } }),
    onSuccess: store,
  });
}
