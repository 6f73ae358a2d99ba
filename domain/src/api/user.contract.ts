import { z } from 'zod';
import { idParamsSchema } from '../common/input.ts';
import { pageQuerySchema } from '../common/paging.ts';
import {
  recoveryCodesAnswerSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupAnswerSchema,
  twoFactorStatusSchema,
} from '../users/two-factor.schemas.ts';
import {
  addressInputSchema,
  companyUpdateSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registrationSchema,
  roleChangeSchema,
  staffNewUserSchema,
  tokenAnswerSchema,
  userSortKeys,
  usersAnswerSchema,
  usersPageSchema,
} from '../users/user.schemas.ts';
import { endpoint, endpointWith } from './endpoint.ts';

const empty = z.object({});
const tokenParams = z.object({ token: z.string().min(1).max(200) });
// Abuse limits (DESIGN §5) per client address: generous for people, tight for scripts.
const authLimit = { authShare: 1 };
const tags = ['user'];
/** Signing up, logging in and a forgotten password: before there is a login. */
const anyone = endpointWith({ access: 'public', tags });
const own = { access: 'loggedIn', openBeforeEnrolment: true, tags } as const;
/** The caller's own account and login: open to staff who have yet to set up the two-factor login they must use. */
const ownAccount = endpointWith(own);
/** The same, answering the account as it stands after the call (the profile shows it as it is). */
const ownProfile = endpointWith({ ...own, response: { 200: usersAnswerSchema } });
/** The admins' hand on other users' accounts. */
const userAdmin = endpointWith({ access: 'manageUsers', tags });

/** Accounts: sign-up, login, profile, password reset, two-factor login, and the admins' user list. */
export const user = {
  register: anyone({
    method: 'POST',
    path: '/user/registrate',
    request: { body: registrationSchema },
    response: { 201: empty },
    rateLimit: authLimit,
  }),
  confirm: anyone({
    method: 'GET',
    path: '/user/confirmation/:token',
    request: { params: tokenParams },
    response: { 200: empty },
  }),
  login: anyone({
    method: 'POST',
    path: '/user/login',
    description:
      'With two-factor login on, `code` (an app code or a recovery code) is the second step: without it 401 ' +
      'TWO_FACTOR_REQUIRED, a wrong one 401 WRONG_TWO_FACTOR_CODE. 5 wrong codes for one account within 15 minutes, ' +
      'from any addresses, lock its code check for 15 minutes: 429 TWO_FACTOR_LOCKED with Retry-After, a right ' +
      'code too, and one mail to the account.',
    request: { body: loginSchema },
    response: { 200: tokenAnswerSchema },
    rateLimit: authLimit,
  }),
  logout: ownAccount({ method: 'POST', path: '/user/logout', response: { 200: empty } }),
  active: ownProfile({ method: 'GET', path: '/user/activeuser' }),
  update: ownProfile({ method: 'PUT', path: '/user/update', request: { body: profileUpdateSchema } }),
  saveCompany: ownProfile({
    method: 'PUT',
    path: '/user/company',
    summary: 'Saves the company details the pay form fills in for an invoice; null removes them',
    request: { body: companyUpdateSchema },
  }),
  changePassword: ownAccount({
    method: 'PUT',
    path: '/user/password',
    request: { body: passwordChangeSchema },
    response: { 200: tokenAnswerSchema },
    rateLimit: authLimit,
  }),
  addAddress: ownProfile({ method: 'POST', path: '/user/address', request: { body: addressInputSchema } }),
  deleteAddress: ownProfile({
    method: 'DELETE',
    path: '/user/address/:id',
    request: { params: idParamsSchema },
  }),
  forgotPassword: anyone({
    method: 'POST',
    path: '/user/forgotPassword',
    request: { body: forgotPasswordSchema },
    response: { 200: empty },
    rateLimit: { authShare: 0.5 },
  }),
  checkResetToken: anyone({
    method: 'GET',
    path: '/user/forgotPassword/:token',
    request: { params: tokenParams },
    response: { 200: usersAnswerSchema },
    // Each look-up reads the database; the reset page asks once (issue 28).
    rateLimit: { perMinute: 30 },
  }),
  resetPassword: anyone({
    method: 'PUT',
    path: '/user/forgotPassword/:token',
    request: { params: tokenParams, body: passwordResetSchema },
    response: { 200: empty },
    rateLimit: authLimit,
  }),
  notes: ownAccount({ method: 'GET', path: '/user/notes', response: { 200: z.array(z.string()) } }),
  users: userAdmin({
    method: 'GET',
    path: '/user/users',
    request: { querystring: pageQuerySchema(userSortKeys, { sortBy: 'registrationDate', ascending: false }) },
    response: { 200: usersPageSchema },
  }),
  changeRole: userAdmin({
    method: 'PUT',
    path: '/user/update-other-user',
    request: { body: roleChangeSchema },
    response: { 200: usersAnswerSchema },
  }),
  add: endpoint({
    method: 'POST',
    path: '/user/add',
    access: 'addUsers',
    tags,
    request: { body: staffNewUserSchema },
    response: { 201: usersAnswerSchema },
  }),
};

/**
 * Two-factor login (issue 10). Its enrolment routes need a login only, not a staff guard: a staff member whom an
 * ADMIN requires to enrol must reach them while every other route answers 403 TWO_FACTOR_SETUP_REQUIRED. Guessing a
 * six-digit code is only hopeless when the guesses are few, so the login's limit applies here too.
 */
export const twoFactor = {
  status: ownAccount({ method: 'GET', path: '/user/two-factor', response: { 200: twoFactorStatusSchema } }),
  setup: ownAccount({
    method: 'POST',
    path: '/user/two-factor/setup',
    summary: 'Starts enrolment',
    response: { 200: twoFactorSetupAnswerSchema },
    rateLimit: authLimit,
  }),
  confirm: ownAccount({
    method: 'POST',
    path: '/user/two-factor/confirm',
    summary: 'Switches two-factor login on with a first code; answers the recovery codes once',
    request: { body: twoFactorConfirmSchema },
    response: { 200: recoveryCodesAnswerSchema },
    rateLimit: authLimit,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/user/two-factor/disable',
    access: 'loggedIn',
    tags,
    description:
      'A wrong code counts towards the per-account limit of the login; while it is locked, 429 TWO_FACTOR_LOCKED.',
    request: { body: twoFactorDisableSchema },
    response: { 200: empty },
    rateLimit: authLimit,
  }),
  resetFor: userAdmin({
    method: 'DELETE',
    path: '/user/two-factor/:userId',
    summary: "An ADMIN switches another user's two-factor login off (lost phone)",
    request: { params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }) },
    response: { 200: empty },
  }),
};
