/** What other features may use of the profile. */

export { saveCompany } from './api/profile.ts';
export { twoFactorStatusQuery } from './api/twoFactor.ts';
