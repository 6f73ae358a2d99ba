import type { Language } from '@konyha/domain/users/user.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /user/login: the bearer token of a new session; `code` is the second factor of staff who switched it on. */
export async function login(email: string, password: string, code?: string): Promise<string> {
  const { token } = await call('POST /user/login', {
    body: code === undefined ? { email, password } : { email, password, code },
  });
  return token;
}

/** POST /user/registrate: the confirmation mail goes out in the UI language. */
export async function register(account: {
  name: string;
  email: string;
  phone: string;
  password: string;
  language: Language;
}): Promise<void> {
  await call('POST /user/registrate', { body: account });
}

export async function requestPasswordReset(email: string, language: Language): Promise<void> {
  await call('POST /user/forgotPassword', { body: { email, language } });
}

/** GET /user/forgotPassword/{token}: whose password the link resets; fails with INVALID_TOKEN/ALREADY_USED_TOKEN. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'reset-token', token],
    queryFn: async ({ signal }) =>
      (await call('GET /user/forgotPassword/:token', { params: { token }, signal })).users[0] ?? null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export async function resetPassword(token: string, password: string): Promise<void> {
  await call('PUT /user/forgotPassword/:token', { params: { token }, body: { password } });
}

/**
 * GET /user/confirmation/{token}. The token works once, so the answer is kept for the visit and never retried:
 * a second request would report ALREADY_CONFIRMED for a confirmation that just worked.
 */
export const confirmationQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'confirmation', token],
    // No abort signal: StrictMode's remount would cancel a request the server may already have carried out.
    queryFn: async () => {
      await call('GET /user/confirmation/:token', { params: { token } });
      return true;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
