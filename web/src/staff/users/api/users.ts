import type { RequestOf } from '@konyha/domain/api/types';
import { defaultPageSize } from '@konyha/domain/common/paging';
import type { userSortKeys } from '@konyha/domain/users/user.schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

type UserSortKey = (typeof userSortKeys)[number];

/** The URL's sort names (SPEC §2: sort defaults to 'date') and the call's keys. */
export const userSorts = {
  id: 'id',
  date: 'registrationDate',
  name: 'name',
  email: 'email',
  role: 'role',
} as const satisfies Record<string, UserSortKey>;
export type UserSort = keyof typeof userSorts;
export const userSortNames = Object.keys(userSorts) as UserSort[];

const usersKey = ['admin', 'users'] as const;

export const usersPageQuery = ({ page, sort, desc }: { page: number; sort: UserSort; desc: boolean }) =>
  queryOptions({
    queryKey: [...usersKey, { page, sort, desc }],
    queryFn: ({ signal }) =>
      call('GET /user/users', {
        querystring: {
          pageNo: page,
          pageSize: defaultPageSize,
          sortBy: userSorts[sort],
          ascending: desc ? 'false' : 'true',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RequestOf<'PUT /user/update-other-user'>['body']) =>
      call('PUT /user/update-other-user', { body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useAddUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: RequestOf<'POST /user/add'>['body']) => call('POST /user/add', { body: user }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}
