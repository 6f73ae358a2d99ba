import type { Order } from '@konyha/domain/orders/order.schemas';
import type { AddressInput } from '@konyha/domain/users/user.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import type { SessionUser } from '../../../lib/session.ts';

type UsersAnswer = { users: SessionUser[] };

async function theUser(answer: Promise<UsersAnswer>): Promise<SessionUser> {
  const user = (await answer).users[0];
  if (!user) throw new Error('the answer holds no user');
  return user;
}

/** PUT /user/update: name and phone; the e-mail cannot change here. */
export const updateProfile = (changes: { name: string; phone: string }) =>
  theUser(apiFetch<UsersAnswer>('/user/update', { method: 'PUT', body: changes }));

/** PUT /user/password: the change ends every other session, so the answer is a fresh token. */
export const changePassword = async (currentPassword: string, newPassword: string) =>
  (
    await apiFetch<{ token: string }>('/user/password', {
      method: 'PUT',
      body: { currentPassword, newPassword },
    })
  ).token;

export const addAddress = (address: AddressInput) =>
  theUser(apiFetch<UsersAnswer>('/user/address', { method: 'POST', body: address }));

export const deleteAddress = (id: number) =>
  theUser(apiFetch<UsersAnswer>(`/user/address/${id}`, { method: 'DELETE' }));

/** The customer's own orders, newest first, 10 a page (SPEC §9). */
export const userOrdersQuery = (userId: number, pageNo: number) =>
  queryOptions({
    queryKey: ['user', userId, 'orders', pageNo],
    queryFn: ({ signal }) =>
      apiFetch<{ orders: Order[]; count: number }>(
        `/order/userorders/${userId}?pageNo=${pageNo}&pageSize=10&sortBy=date&ascending=false`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
