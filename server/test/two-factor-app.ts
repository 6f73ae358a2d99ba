import type { Role } from '@konyha/domain/users/roles';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { loggedInUser } from './factories.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * The app of the two-factor tests, with a clock the test moves (`later`) and the log lines it writes, and the
 * steps of an authenticator app; with `smtp`, a mail catcher too. Call at the top of a test file.
 */
export function useTwoFactorApp({ smtp = false } = {}) {
  const clock = { now: new Date('2026-11-20T10:00:00Z') };
  const logLines: string[] = [];
  let ipCounter = 0;

  const test = useTestApp({
    smtp,
    clock: () => clock.now,
    logStream: { write: (line) => logLines.push(line) },
  });
  const later = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  /** What any authenticator app shows for the secret at the app's (injected) clock, `offset` seconds away. */
  const codeOf = (secret: string, offset = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now.getTime() + offset * 1000 });

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => {
    ipCounter += 1;
    return test.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      // An address per call, so the login rate limit only counts where a test is about it.
      remoteAddress: `10.50.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    });
  };

  async function enrol(token: string) {
    const setup = await inject('POST', '/api/user/two-factor/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirmed = await inject('POST', '/api/user/two-factor/confirm', token, { code: codeOf(secret) });
    expect(confirmed.statusCode).toBe(200);
    later(30);
    return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  return Object.assign(test, {
    clock,
    logLines,
    later,
    codeOf,
    inject,
    enrol,
    loginWith: (user: { email: string; password: string }, code?: string) =>
      inject('POST', '/api/user/login', undefined, { email: user.email, password: user.password, code }),
    /** A logged-in user of `role` with two-factor login on. */
    async enrolledUser(role: Role) {
      const caller = await loggedInUser(test.app, test.db, { role });
      return { ...caller, ...(await enrol(caller.token)) };
    },
    setRequirement: (token: string, required: boolean) =>
      inject('PUT', '/api/settings/two-factor-required', token, { required }),
  });
}
