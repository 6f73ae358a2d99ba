import { describe, expect, it } from 'vitest';
import { createUser, loggedInUser } from '../../../test/factories.ts';
import { useUserApp } from '../../../test/user-app.ts';

const accounts = useUserApp();
const { inject } = accounts;

describe('login, sessions and logout', () => {
  it('answers INCORRECT_USER for a wrong password and for an unknown address alike', async () => {
    const user = await createUser(accounts.db);
    for (const payload of [
      { email: user.email, password: 'Wrong1234' },
      { email: 'nobody@example.com', password: 'Password1' },
    ]) {
      const response = await inject('POST', '/api/user/login', { payload, ip: '10.2.0.1' });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorType).toBe('INCORRECT_USER');
    }
  });

  it('refuses a token after logout', async () => {
    const { token } = await loggedInUser(accounts.app, accounts.db);
    expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(200);
    expect((await inject('POST', '/api/user/logout', { token })).statusCode).toBe(200);
    const after = await inject('GET', '/api/user/activeuser', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().errorType).toBe('UNAUTHORIZED');
  });

  it('refuses a token 12 hours after login, and a forged one', async () => {
    const { token } = await loggedInUser(accounts.app, accounts.db);
    await accounts.later(12 * 3600_000 - 1000, async () => {
      expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(200);
    });
    await accounts.later(12 * 3600_000 + 1000, async () => {
      expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(401);
    });
    const [header, payload] = token.split('.');
    expect(
      (await inject('GET', '/api/user/activeuser', { token: `${header}.${payload}.forged` })).statusCode,
    ).toBe(401);
  });

  it('limits login attempts from one address (429 TOO_MANY_REQUESTS)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await inject('POST', '/api/user/login', {
        payload: { email: 'x@example.com', password: 'Nope1234' },
        ip: '10.9.9.9',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().errorType).toBe('TOO_MANY_REQUESTS');
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
