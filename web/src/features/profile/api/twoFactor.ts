import type { TwoFactorStatus } from '@konyha/domain/users/two-factor.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

export type TwoFactorSetup = { secret: string; otpauthUri: string; qrCode: string };

/** GET /user/two-factor: the security tab reads it, and the dashboard to send staff who must enrol there first. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['user', 'two-factor'],
    queryFn: ({ signal }) => apiFetch<TwoFactorStatus>('/user/two-factor', { signal }),
  });

export const startTwoFactorSetup = () =>
  apiFetch<TwoFactorSetup>('/user/two-factor/setup', { method: 'POST', body: {} });

/** The first code switches it on; the answer holds the recovery codes, shown this once. */
export const confirmTwoFactor = async (code: string) =>
  (
    await apiFetch<{ recoveryCodes: string[] }>('/user/two-factor/confirm', {
      method: 'POST',
      body: { code },
    })
  ).recoveryCodes;

export const disableTwoFactor = (password: string, code: string) =>
  apiFetch('/user/two-factor/disable', { method: 'POST', body: { password, code } });
