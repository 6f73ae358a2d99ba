// PostgreSQL databases of the bench's own, on the server at BENCH_DATABASE_URL (our machines': 127.0.0.1:5432).
import pg from 'pg';

export const benchPostgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the bench's server. */
export function databaseUrl(name: string): string {
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on a connection to the bench's server (its maintenance database: to create and drop databases). */
export async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: benchPostgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (name: string) =>
  onServer(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });

/** A new, empty database for one measurement (one of that name is dropped first); `drop` removes it again. */
export async function scratchDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await dropDatabase(name);
  await onServer((client) => client.query(`create database "${name}"`));
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}
