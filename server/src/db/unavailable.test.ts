import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '../../test/database.ts';
import { openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const servers: net.Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** A loopback port that takes connections and never answers, like a database host that hangs. */
async function silentPort(): Promise<number> {
  const server = net.createServer(() => {});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('did not fail'),
    (error: unknown) => error,
  );

describe('telling a database outage from a fault', () => {
  it('counts a refused connection as an outage, also wrapped in Drizzle’s query error', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://konyha@127.0.0.1:${await closedPort()}/konyha`,
    });
    const error = await failure(drizzle({ client: pool }).execute(sql`select 1`));
    expect(error).toHaveProperty('cause');
    expect(isDatabaseUnavailable(error)).toBe(true);
    await pool.end();
  });

  it('counts a connection attempt that times out as an outage', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://konyha@127.0.0.1:${await silentPort()}/konyha`,
      connectionTimeoutMillis: 200,
    });
    expect(isDatabaseUnavailable(await failure(pool.query('select 1')))).toBe(true);
    await pool.end();
  });

  it.runIf(testServerUrl)('counts a connection the server ended (57P01) as an outage', async () => {
    const client = new pg.Client({ connectionString: testServerUrl });
    client.on('error', () => {});
    await client.connect();
    const error = await failure(client.query('select pg_terminate_backend(pg_backend_pid())'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    await client.end().catch(() => {});
  });

  it('does not count a query the database refused as an outage', async () => {
    // No tables needed: the database itself answers with an error.
    const database = await openDatabase(
      testServerUrl ? { kind: 'postgres', url: testServerUrl } : { kind: 'pglite', dataDir: undefined },
    );
    try {
      expect(isDatabaseUnavailable(await failure(database.db.execute(sql`select 1 / 0`)))).toBe(false);
      expect(
        isDatabaseUnavailable(await failure(database.db.execute(sql`select * from no_such_table`))),
      ).toBe(false);
      expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
