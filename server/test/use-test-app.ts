import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-app.ts';
import { loggedInUser } from './factories.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp.ts';

/**
 * The real app for the tests of one file: built before them (with a mail catcher as its SMTP server when `smtp`
 * is set), closed after them. Read its parts inside tests; `whenBuilt` runs once the app is there.
 */
export function useTestApp(
  options: TestAppOptions & { smtp?: boolean },
  whenBuilt: (t: TestApp) => Promise<void> = async () => {},
) {
  let t: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    if (options.smtp) smtp = await startSmtpCapture();
    t = await buildTestApp({ ...options, env: { ...options.env, ...(smtp ? { SMTP_URL: smtp.url } : {}) } });
    await whenBuilt(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const ready = <T>(value: T | undefined) => {
    if (!value) throw new Error('read the test app inside a test: it is built in beforeAll');
    return value;
  };
  return {
    get app() {
      return ready(t).app;
    },
    get database() {
      return ready(t).database;
    },
    get db() {
      return ready(t).database.db;
    },
    get smtp() {
      return ready(smtp);
    },
  };
}

type LoggedIn = Awaited<ReturnType<typeof loggedInUser>>;

/** A MANAGER and a SHOP_ASSISTANT of a file's test app, logged in once before its tests. */
export function useManagerAndAssistant(t: ReturnType<typeof useTestApp>) {
  const staff = {} as { manager: LoggedIn; assistant: LoggedIn };
  beforeAll(async () => {
    staff.manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    staff.assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
  });
  return staff;
}
