import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** PGlite and node-postgres databases share Drizzle's PostgreSQL API; services and repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or a transaction. */
export type Queryable = Db | Tx;

/** `null` means the connection was lost and re-established: notifications may have been missed. */
type Listener = (payload: string | null) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the generated migrations. */
  migrate(): Promise<void>;
  /** Calls `listener` for each NOTIFY on `channel`, from this or any other server instance. */
  listen(channel: string, listener: Listener): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | undefined }
  | { kind: 'postgres'; url: string };

/** Opens PGlite in `dataDir` (in memory when undefined) or a pool to a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, listener) => {
      await client.listen(channel, listener);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const notifications = new PgNotificationListener(url);
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

/** One dedicated connection for LISTEN (pooled connections cannot listen); reconnects after a lost connection. */
class PgNotificationListener {
  private readonly url: string;
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private closed = false;
  private everConnected = false;

  constructor(url: string) {
    this.url = url;
  }

  async listen(channel: string, listener: Listener): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      const client = await this.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(listener);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => {
        for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      client.on('error', () => this.reconnect());
      await client.connect();
      for (const channel of this.listeners.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      const reconnected = this.everConnected;
      this.everConnected = true;
      this.client = client;
      this.connecting = undefined;
      if (reconnected) for (const set of this.listeners.values()) for (const listener of set) listener(null);
      return client;
    })();
    return this.connecting;
  }

  private reconnect(): void {
    const old = this.client;
    this.client = undefined;
    old?.end().catch(() => {});
    if (this.closed) return;
    setTimeout(() => {
      if (!this.closed) this.connect().catch(() => this.reconnect());
    }, 1000).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end();
  }
}
