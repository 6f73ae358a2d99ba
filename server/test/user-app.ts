import { useTestApp } from './use-test-app.ts';

export interface UserCall {
  payload?: object;
  token?: string;
  ip?: string;
}

/**
 * The app of the account tests, on a fresh database with a mail catcher, a clock the test moves (`clock.now`) and
 * the log lines it writes. Call at the top of a test file.
 */
export function useUserApp() {
  const clock = { now: new Date('2026-11-20T10:00:00Z') };
  const logLines: string[] = [];
  const test = useTestApp({
    smtp: true,
    env: { PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'sandbox' },
    clock: () => clock.now,
    logStream: { write: (line) => logLines.push(line) },
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: UserCall = {}) =>
    test.app.inject({
      method,
      url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      remoteAddress: options.ip ?? '10.0.0.1',
    });

  return Object.assign(test, {
    clock,
    logLines,
    inject,
    /** Signs up Kovács Anna (password `Titok1234`) under `email`, from an address of her own. */
    signUp: (email: string, extra: object = {}) =>
      inject('POST', '/api/user/registrate', {
        payload: { name: 'Kovács Anna', email, phone: '+36 30 111 2222', password: 'Titok1234', ...extra },
        ip: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      }),
    /** Runs `check` with the clock `ms` ahead, then puts it back. */
    async later(ms: number, check: () => Promise<void>) {
      const saved = clock.now;
      clock.now = new Date(saved.getTime() + ms);
      try {
        await check();
      } finally {
        clock.now = saved;
      }
    },
  });
}

/** The last path segment of a mailed link: its token. */
export const tokenOf = (link: string) => new URL(link).pathname.split('/').pop();
