import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export const fixtureWebRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Give the database the restaurant's starting data (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  clock?: () => Date;
  /**
   * Share another test app's database (two instances on one PostgreSQL database). On a PostgreSQL server this
   * instance opens a pool and a LISTEN connection of its own, as a second server process would.
   */
  database?: TestDatabase;
  /** The web app to serve (default: a bare test shell). */
  webRoot?: string;
  /** Where log lines go (default: nowhere, LOG_LEVEL silent). */
  logStream?: { write(line: string): void };
  statusKeepAliveMs?: number;
  /** The invoice worker's pace (issue 34's tests shorten its back-off). */
  invoiceWorker?: AppDependencies['invoiceWorker'];
}

/** The real app on a fresh database of its own, for `app.inject` tests. */
export async function buildTestApp({
  seed = true,
  env = {},
  clock,
  logStream,
  statusKeepAliveMs,
  database: shared,
  webRoot = fixtureWebRoot,
  invoiceWorker,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-test-'));
  const config = loadConfig({
    LOG_LEVEL: logStream ? 'info' : 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'a-test-secret-shared-by-every-instance-of-one-test',
    ...env,
  });
  const database = shared
    ? shared.url
      ? await openDatabase({ kind: 'postgres', url: shared.url })
      : shared
    : await createTestDatabase();
  if (seed && !shared)
    await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  const app = await buildApp({
    config,
    database,
    webRoot,
    ...(clock ? { clock } : {}),
    ...(logStream ? { logStream } : {}),
    ...(statusKeepAliveMs ? { statusKeepAliveMs } : {}),
    ...(invoiceWorker ? { invoiceWorker } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (database !== shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
