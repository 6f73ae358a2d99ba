import { afterAll, beforeAll } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp.ts';

/**
 * Instances of the app on one seeded database, their timers on one clock and their mail to one catcher: for the
 * tests of what happens once across instances. The first is built before the file's tests (then `whenBuilt` runs)
 * and closed after them; a test may `stop()` it and `restart()` it later, or build `another()` and close that.
 */
export function useInstances(
  clock: () => Date,
  whenBuilt: (first: TestApp) => Promise<void>,
  env: Record<string, string> = {},
) {
  let database: TestDatabase | undefined;
  let smtp: SmtpCapture | undefined;
  let first: TestApp | undefined;
  const ready = <T>(value: T | undefined) => {
    if (!value) throw new Error('read the instances inside a test: they are built in beforeAll');
    return value;
  };
  const another = () =>
    buildTestApp({
      clock,
      database: ready(database),
      env: { SMTP_URL: ready(smtp).url, ORDER_RATE_LIMIT: '1000', ...env },
    });
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    database = await createTestDatabase();
    await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
    first = await another();
    await whenBuilt(first);
  });
  afterAll(async () => {
    await first?.close();
    await database?.close();
    await smtp?.close();
  });
  return {
    /** The first instance's app. */
    get app() {
      return ready(first).app;
    },
    get database() {
      return ready(database);
    },
    get smtp() {
      return ready(smtp);
    },
    another,
    stop: () => ready(first).close(),
    restart: async () => {
      first = await another();
    },
  };
}
