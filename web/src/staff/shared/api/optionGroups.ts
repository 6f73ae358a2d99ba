import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /product/option-groups (staff): every group with its options (the groups' screen and the product form). */
export const optionGroupsQuery = queryOptions({
  queryKey: ['admin', 'option-groups'],
  queryFn: ({ signal }) => call('GET /product/option-groups', { signal }),
  select: (answer) => answer.optionGroups,
});
