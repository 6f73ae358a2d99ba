import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgNotificationListener } from './pg-notifications.ts';
import { migrationsFolder, preparedDatabase } from './prepared-database.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** PGlite and node-postgres databases share Drizzle's PostgreSQL API; services and repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or a transaction. */
export type Queryable = Db | Tx;

/** `null` means the connection was lost and re-established: notifications may have been missed. */
export type Listener = (payload: string | null) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the generated migrations. */
  migrate(): Promise<void>;
  /** Calls `listener` for each NOTIFY on `channel`, from this or any other server instance. */
  listen(channel: string, listener: Listener): Promise<void>;
  /** PGlite only: a consistent copy of the data directory (gzipped tarball), made while the server runs. */
  dump?: () => Promise<Uint8Array>;
  /** PGlite only: how the data directory came to be — found, unpacked from the prepared database, or initdb. */
  created?: 'existing' | 'prepared' | 'initdb';
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** `template`: a data directory tarball an in-memory database starts from (tests: the prepared database). */
  { kind: 'pglite'; dataDir: string | undefined; template?: Blob } | { kind: 'postgres'; url: string };

/** Opens PGlite in `dataDir` (in memory when undefined) or a pool to a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.dataDir, target.template) : openPostgres(target.url);
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // A new data directory is unpacked from the prepared database; an in-memory one only from the template it is given
  // (migration tests start from nothing and migrate step by step).
  const fresh = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  const prepared = fresh ? preparedDatabase() : template;
  const client = await PGlite.create(dataDir, {
    ...(prepared ? { loadDataDir: prepared } : {}),
    // PostgreSQL's 128 MB default cache lives in PGlite's WebAssembly memory, which never shrinks, on top of the
    // kernel's cache of the same files; 32 MB holds today's orders and the indexes the staff's screens use (issue 18).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, listener) => {
      await client.listen(channel, listener);
    },
    // Inside a transaction of its own, no other one is half done (PGlite runs one at a time); the checkpoint puts
    // every committed change into the data files, so the copy opens without WAL replay.
    dump: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        const tarball = await client.dumpDataDir('gzip');
        return new Uint8Array(await tarball.arrayBuffer());
      }),
    created: dataDir !== undefined && !fresh ? 'existing' : prepared ? 'prepared' : 'initdb',
    close: () => client.close(),
  };
}

/**
 * Connection settings of every PostgreSQL connection: a connection attempt gives up after 5 s (a request never
 * hangs while the database is unreachable; it answers 503), TCP keep-alive notices a silently dropped peer, and
 * the name lets `./konyha restore` see whether a server still uses the database.
 */
export const pgConnectionOptions = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  application_name: 'konyha',
} as const;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...pgConnectionOptions });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  // A client checked out for a transaction has no pool listener: a connection lost then (the database restarted)
  // would be an uncaught 'error' that ends the process. Its query already fails with the error, which is answered 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const notifications = new PgNotificationListener({ connectionString: url, ...pgConnectionOptions });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    listen: (channel, listener) => notifications.listen(channel, listener),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
