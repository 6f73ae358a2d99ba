import { queryOptions } from '@tanstack/react-query';
import { type Answer, call } from '../../../lib/api.ts';

export type TwoFactorSetup = Answer<'POST /user/two-factor/setup'>;

/** GET /user/two-factor: the security tab reads it, and the dashboard to send staff who must enrol there first. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['user', 'two-factor'],
    queryFn: ({ signal }) => call('GET /user/two-factor', { signal }),
  });

export const startTwoFactorSetup = () => call('POST /user/two-factor/setup');

/** The first code switches it on; the answer holds the recovery codes, shown this once. */
export const confirmTwoFactor = async (code: string) =>
  (await call('POST /user/two-factor/confirm', { body: { code } })).recoveryCodes;

export const disableTwoFactor = (password: string, code: string) =>
  call('POST /user/two-factor/disable', { body: { password, code } });
