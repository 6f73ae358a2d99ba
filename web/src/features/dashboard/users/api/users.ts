import { defaultPageSize } from '@konyha/domain/common/paging';
import type { Role } from '@konyha/domain/users/roles';
import type { User, userSortKeys } from '@konyha/domain/users/user.schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api.ts';

type UserSortKey = (typeof userSortKeys)[number];
type UsersPage = { users: User[]; count: number };
type UsersAnswer = { users: User[] };

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
      apiFetch<UsersPage>(
        `/user/users?pageNo=${page}&pageSize=${defaultPageSize}&sortBy=${userSorts[sort]}&ascending=${!desc}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; role: Role }) =>
      apiFetch<UsersAnswer>('/user/update-other-user', { method: 'PUT', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

export type NewUser = { name: string; email: string; phone: string; role: Role; password: string };

export function useAddUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUser & { language: 'hu' | 'en' }) =>
      apiFetch<UsersAnswer>('/user/add', { method: 'POST', body: { ...user, addresses: [] } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}
