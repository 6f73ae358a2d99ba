import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import pg from 'pg';
import { BackupError, writePrivately } from './backup-file.ts';
import { pgConnectionOptions } from './client.ts';

/**
 * libpq's environment for `url`: pg_dump and pg_restore get the password this way, never on their command line
 * (which every user of the machine can read).
 */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  set('PGHOST', decodeURIComponent(parsed.hostname).replace(/^\[(.*)\]$/, '$1'));
  set('PGPORT', parsed.port);
  set('PGUSER', decodeURIComponent(parsed.username));
  set('PGPASSWORD', decodeURIComponent(parsed.password));
  set('PGDATABASE', decodeURIComponent(parsed.pathname.slice(1)));
  set('PGHOST', parsed.searchParams.get('host'));
  set('PGSSLMODE', parsed.searchParams.get('sslmode'));
  return env;
}

/** Runs a PostgreSQL client program; its error output becomes the message when it fails. */
function run(program: string, args: string[], url: string, stdout?: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: libpqEnvironment(url),
      stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    if (stdout) child.stdout?.pipe(stdout);
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} is not installed (Debian: apt-get install postgresql-client).`
            : `${program} failed: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${program} failed:\n${errors.trim()}`));
    });
  });
}

/** `pg_dump` custom format, restorable with `pg_restore` (also by hand). */
export async function backupPostgres(url: string, file: string) {
  await writePrivately(file, async (partial) => {
    const out = createWriteStream(partial, { flags: 'w' });
    const closed = new Promise((resolve, reject) => out.on('close', resolve).on('error', reject));
    await run('pg_dump', ['--format=custom'], url, out);
    await closed;
  });
}

/** Konyha servers connected to the database (they name their connections, see pgConnectionOptions). */
async function connectedServers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`Cannot connect to the database: ${error.message}`);
  });
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_stat_activity where datname = current_database() and application_name = $1`,
      [pgConnectionOptions.application_name],
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Replaces the database's tables with the backup's, in one transaction (a failed restore changes nothing). Refuses
 * while a Konyha server is connected: it would keep serving from caches of the data being replaced.
 */
export async function restorePostgres(url: string, file: string) {
  const servers = await connectedServers(url);
  if (servers > 0)
    throw new BackupError(
      `A Konyha server is using this database (${servers} connection(s)). Stop every server first: a restore replaces the data under it.`,
    );
  const database = libpqEnvironment(url).PGDATABASE ?? 'postgres';
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      database,
      file,
    ],
    url,
  );
}
