import type { Invoice } from '@konyha/domain/accounting/invoice.schemas';
import type { AddressInput } from '@konyha/domain/users/user.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type Answer, call } from '../../../lib/api.ts';
import type { SessionUser } from '../../../lib/session.ts';

async function theUser(answer: Promise<Answer<'GET /user/activeuser'>>): Promise<SessionUser> {
  const user = (await answer).users[0];
  if (!user) throw new Error('the answer holds no user');
  return user;
}

/** PUT /user/update: name and phone; the e-mail cannot change here. */
export const updateProfile = (changes: { name: string; phone: string }) =>
  theUser(call('PUT /user/update', { body: changes }));

/** PUT /user/password: the change ends every other session, so the answer is a fresh token. */
export const changePassword = async (currentPassword: string, newPassword: string) =>
  (await call('PUT /user/password', { body: { currentPassword, newPassword } })).token;

export const addAddress = (address: AddressInput) => theUser(call('POST /user/address', { body: address }));

export const deleteAddress = (id: number) => theUser(call('DELETE /user/address/:id', { params: { id } }));

/** The customer's own orders, newest first, 10 a page (SPEC §9). */
export const userOrdersQuery = (userId: number, pageNo: number) =>
  queryOptions({
    queryKey: ['user', userId, 'orders', pageNo],
    queryFn: ({ signal }) =>
      call('GET /order/userorders/:userId', {
        params: { userId },
        querystring: { pageNo, pageSize: 10, sortBy: 'date', ascending: 'false' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A fresh link to one of the customer's orders' live page (POST /order/{id}/status-link). */
export const statusLinkOf = async (id: number) =>
  (await call('POST /order/:id/status-link', { params: { id } })).statusUrl;

/** PUT /user/company: the company details for invoices (issue 17); null removes them. */
export const saveCompany = (company: Invoice | null) =>
  theUser(call('PUT /user/company', { body: { company } }));
