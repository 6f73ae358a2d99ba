import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { testServerUrl } from '../../test/database.ts';
import { createResetToken, createUser, loggedInUser, login } from '../../test/factories.ts';
import { connectStomp, until } from '../../test/stomp.ts';

// Runs on the real time, shifted when a test needs a token close to its expiry.
let shift = 0;
const clock = () => new Date(Date.now() + shift);
let a: TestApp;
let urlA: string;
let adminHeaders: { authorization: string };

beforeAll(async () => {
  a = await buildTestApp({ clock });
  urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  adminHeaders = { authorization: `Bearer ${await login(a.app, 'admin@example.com', 'Admin1234')}` };
});
afterAll(() => a.close());

/** A staff member with an open live session on `url`. */
async function liveStaff(url = urlA, role: 'SHOP_ASSISTANT' | 'MANAGER' = 'SHOP_ASSISTANT') {
  const staff = await loggedInUser(a.app, a.database.db, { role });
  const live = connectStomp(url, staff.token);
  await live.connected;
  return { ...staff, live };
}

/** Whether the session got an ERROR frame and was closed within two seconds. */
const endsWithinTwoSeconds = (live: ReturnType<typeof connectStomp>) =>
  until(() => live.state.ended !== undefined && live.state.closed, 2000);

const changeRole = (id: number, role: string) =>
  a.app.inject({
    method: 'PUT',
    url: '/api/user/update-other-user',
    headers: adminHeaders,
    payload: { id, role },
  });

describe('a staff live session lasts only as long as the login', () => {
  it('ends at logout, while another login of the same person keeps its session', async () => {
    const { user, headers, live } = await liveStaff();
    const otherLogin = connectStomp(urlA, await login(a.app, user.email, user.password));
    await otherLogin.connected;
    const logout = await a.app.inject({ method: 'POST', url: '/api/user/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(await endsWithinTwoSeconds(live)).toBe(true);
    expect(live.state.ended).toBe('Your login has ended: log in again');
    expect(otherLogin.state.closed).toBe(false);
    await otherLogin.client.deactivate();
  });

  it('ends when an ADMIN demotes the staff member to CUSTOMER, not when the role stays a staff role', async () => {
    const assistant = await liveStaff();
    const manager = await liveStaff(urlA, 'MANAGER');
    expect((await changeRole(manager.user.id, 'SHOP_ASSISTANT')).statusCode).toBe(200);
    expect((await changeRole(assistant.user.id, 'CUSTOMER')).statusCode).toBe(200);
    expect(await endsWithinTwoSeconds(assistant.live)).toBe(true);
    expect(manager.live.state.closed).toBe(false);
    await manager.live.client.deactivate();
  });

  it('ends when the password is changed; the new token connects again', async () => {
    const { user, headers, live } = await liveStaff();
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers,
      payload: { currentPassword: user.password, newPassword: 'Changed-Password-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithinTwoSeconds(live)).toBe(true);
    const again = connectStomp(urlA, changed.json().token);
    await again.connected;
    await again.client.deactivate();
  });

  it('ends when the password is reset through the e-mailed link', async () => {
    const { user, live } = await liveStaff();
    const token = await createResetToken(a.database.db, user.id);
    const reset = await a.app.inject({
      method: 'PUT',
      url: `/api/user/forgotPassword/${token}`,
      payload: { password: 'Reset-Password-3' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await endsWithinTwoSeconds(live)).toBe(true);
  });

  it('ends when the token expires', async () => {
    const staff = await createUser(a.database.db, { role: 'MANAGER' });
    const token = await login(a.app, staff.email, staff.password);
    // Twelve hours later, 0.5 to 1.5 s before the token runs out (its expiry is in whole seconds).
    shift = 12 * 60 * 60 * 1000 - 1500;
    try {
      const live = connectStomp(urlA, token);
      await live.connected;
      expect(live.state.closed).toBe(false);
      expect(await until(() => live.state.closed, 1500 + 2000)).toBe(true);
      expect(live.state.ended).toBe('Session expired');
    } finally {
      shift = 0;
    }
  });

  it.runIf(testServerUrl)(
    'ends a session held on another instance when the staff member logs out',
    async () => {
      const b = await buildTestApp({ clock, database: a.database });
      try {
        const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
        const { headers, live } = await liveStaff(urlB);
        const logout = await a.app.inject({ method: 'POST', url: '/api/user/logout', headers });
        expect(logout.statusCode).toBe(200);
        expect(await endsWithinTwoSeconds(live)).toBe(true);
      } finally {
        await b.close();
      }
    },
  );
});
