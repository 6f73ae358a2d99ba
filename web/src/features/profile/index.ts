/** What other features may use of the profile. */
export { twoFactorStatusQuery } from './api/twoFactor.ts';
