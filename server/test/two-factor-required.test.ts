import { endpoints } from '@konyha/domain/api/contract';
import { type Endpoint, mayCall } from '@konyha/domain/api/endpoint';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { expect, it } from 'vitest';
import { createOrder, loggedInUser } from './factories.ts';
import { connectStomp } from './stomp.ts';
import { useTwoFactorApp } from './two-factor-app.ts';

// Issue 28: while an ADMIN requires two-factor login, a staff member who has not set it up reaches no staff data,
// whichever way an endpoint grants it (a capability guard, or a login-only route that shows staff more).

const twoFactor = useTwoFactorApp();
const { inject, enrol, enrolledUser, setRequirement } = twoFactor;

/** What a staff member who must enrol may still call: their own login and account, and the enrolment itself. */
const openBeforeEnrolment = [
  'GET /user/activeuser',
  'GET /user/notes',
  'GET /user/two-factor',
  'POST /user/address',
  'DELETE /user/address/:id',
  'POST /user/logout',
  'PUT /user/company',
  'PUT /user/password',
  'PUT /user/update',
  'POST /user/two-factor/confirm',
  'POST /user/two-factor/setup',
];

const guarded = endpoints.filter((endpoint) => endpoint.access !== 'public');
const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
// The guard answers before parameters are read; once enrolled, a made-up id is a 404 or a 400, never a 401/403.
const sampleUrl = (path: string) =>
  `/api${path.replace(':date', localDay(new Date())).replace(/:\w+/g, '1')}`;

/** Calls every guarded endpoint but logout (which would end the session the walk uses) with `token`. */
async function walk(token: string) {
  const answers = [];
  for (const endpoint of guarded.filter((e) => e.path !== '/user/logout')) {
    const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const answer = await inject(endpoint.method, sampleUrl(endpoint.path), token, bodyless ? undefined : {});
    // Once enrolled some answers are files or empty (an export, a deleted product): only refusals are JSON here.
    const refusal = answer.headers['content-type']?.includes('json') ? answer.json() : {};
    answers.push({ endpoint, status: answer.statusCode, errorType: refusal.errorType as string | undefined });
  }
  return answers;
}

it('keeps every staff endpoint and the live channel closed to a MANAGER who must enrol, until they do', async () => {
  const admin = await enrolledUser('ADMIN');
  const customer = await loggedInUser(twoFactor.app, twoFactor.db);
  const order = await createOrder(twoFactor.db, { userId: customer.user.id });
  const history = `/api/order/userorders/${customer.user.id}`;
  const statusLink = `/api/order/${order.id}/status-link`;
  expect((await setRequirement(admin.token, true)).statusCode).toBe(200);
  // An enrolled member of staff reads a customer's history and opens any order's live page through these two.
  expect((await inject('GET', history, admin.token)).json().count).toBe(1);
  expect((await inject('POST', statusLink, admin.token)).statusCode).toBe(200);

  const manager = await loggedInUser(twoFactor.app, twoFactor.db, { role: 'MANAGER' });
  expect(
    guarded
      .filter((e) => e.openBeforeEnrolment)
      .map(keyOf)
      .sort(),
  ).toEqual(openBeforeEnrolment.sort());
  for (const url of [history, statusLink]) {
    const refused = await inject(url === history ? 'GET' : 'POST', url, manager.token);
    expect(refused.statusCode, url).toBe(403);
    expect(refused.json().errorType).toBe('TWO_FACTOR_SETUP_REQUIRED');
  }

  for (const { endpoint, status, errorType } of await walk(manager.token)) {
    const name = `${keyOf(endpoint)} answered ${status} ${errorType}`;
    if (endpoint.openBeforeEnrolment) expect([401, 403], name).not.toContain(status);
    else if (mayCall(endpoint.access, 'MANAGER'))
      expect([status, errorType], name).toEqual([403, 'TWO_FACTOR_SETUP_REQUIRED']);
    // An ADMIN's endpoint stays what it always was for a MANAGER.
    else expect([status, errorType], name).toEqual([403, 'FORBIDDEN']);
  }
  // Logout, left out of the walk, works with a login of its own.
  const second = (await twoFactor.loginWith(manager.user)).json().token;
  expect((await inject('POST', '/api/user/logout', second)).statusCode).toBe(200);
  const baseUrl = await twoFactor.app.listen({ port: 0, host: '127.0.0.1' });
  const before = connectStomp(baseUrl, manager.token);
  await expect(before.connected).rejects.toThrow('Set up two-factor login first');
  await before.client.deactivate();

  await enrol(manager.token);
  for (const { endpoint, status, errorType } of await walk(manager.token)) {
    const name = `${keyOf(endpoint)} answered ${status} ${errorType}`;
    if (mayCall(endpoint.access, 'MANAGER')) expect([401, 403], name).not.toContain(status);
    else expect([status, errorType], name).toEqual([403, 'FORBIDDEN']);
  }
  expect((await inject('GET', history, manager.token)).json().count).toBe(1);
  expect((await inject('POST', statusLink, manager.token)).statusCode).toBe(200);
  const after = connectStomp(baseUrl, manager.token);
  await expect(after.connected).resolves.toBeUndefined();
  await after.client.deactivate();
});
