import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { preparedDatabase } from '../src/db/prepared-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, empty database on the PostgreSQL server that each test file's database is copied from. */
    templateDatabase: string;
  }
}

/** Set to a PostgreSQL server URL to run the server tests there instead of on PGlite. */
export const testServerUrl = process.env.KONYHA_TEST_DATABASE_URL;

/** Runs `work` on a connection of its own to the server's `url`. */
export async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A brand-new database on the PostgreSQL server of `testServerUrl` — empty, or a copy of `template` — and the
 * function that drops it.
 */
export async function createServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `konyha_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A test database; on a PostgreSQL server also its URL, so a second instance can open connections of its own. */
export type TestDatabase = Database & { url?: string };

/** A migrated, empty database of its own: PGlite in memory, or a brand-new database on the PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testServerUrl) {
    // The build's prepared empty database (when current) spares each file PGlite's initdb and the migrations: 3 s.
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, template: preparedDatabase() });
    await database.migrate();
    return database;
  }
  // The run's migrated template (server/test/global-setup.ts); migrate() then finds nothing left to do.
  const server = await createServerDatabase(testServerUrl, inject('templateDatabase'));
  const database = await openDatabase({ kind: 'postgres', url: server.url });
  await database.migrate();
  return {
    ...database,
    url: server.url,
    close: async () => {
      await database.close();
      await server.drop();
    },
  };
}
