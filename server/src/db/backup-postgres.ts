import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { type Opened, sealing, unsealed } from './backup-crypto.ts';
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

/**
 * Runs a PostgreSQL client program, its output streamed into `stdout` and `stdin` streamed into it; its error output
 * becomes the message when it fails. When `stdin` fails (a sealed backup's chunk failed its check), the program is
 * killed before its input ends: pg_restore never reaches its COMMIT, and the server rolls the restore back.
 */
function run(
  program: string,
  args: string[],
  url: string,
  { stdout, stdin }: { stdout?: Writable; stdin?: Readable } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: libpqEnvironment(url),
      stdio: [stdin ? 'pipe' : 'ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    if (stdout) child.stdout?.pipe(stdout);
    let inputFailed: Error | undefined;
    if (stdin && child.stdin) {
      // A program that stops reading (it failed, and says why below) must not fail the input as well.
      child.stdin.on('error', () => {});
      stdin.on('error', (error) => {
        inputFailed = error;
        child.kill('SIGKILL');
      });
      // pipe(), unlike pipeline(), leaves the program's input open when `stdin` fails: no end of input, no COMMIT.
      stdin.pipe(child.stdin);
    }
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
      if (inputFailed) reject(inputFailed);
      else if (code === 0) resolve();
      else reject(new BackupError(`${program} failed:\n${errors.trim()}`));
    });
  });
}

/**
 * `pg_dump` custom format, sealed with `passphrase` as it streams (backup-crypto.ts): the dump never sits in memory
 * or on disk in clear. Unsealed, it is restorable with `pg_restore` (also by hand).
 */
export async function backupPostgres(url: string, file: string, passphrase: string) {
  const seal = await sealing(passphrase, 'postgres');
  await writePrivately(file, async (partial) => {
    await Promise.all([
      pipeline(seal, createWriteStream(partial)),
      run('pg_dump', ['--format=custom'], url, { stdout: seal }),
    ]);
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

/** Reads a stream to its end, keeping nothing: every chunk of a sealed backup is checked on the way. */
async function drain(stream: Readable) {
  for await (const _ of stream);
}

/**
 * Replaces the database's tables with the backup's (sealed, opened by backup-crypto.ts's `openSealed`), in one
 * transaction (a failed restore changes nothing). The whole file is checked first, so a changed byte is refused
 * before the database is touched; the second reading streams into pg_restore. Refuses while a Konyha server is
 * connected: it would keep serving from caches of the data being replaced.
 */
export async function restorePostgres(url: string, file: string, opened: Opened) {
  const servers = await connectedServers(url);
  if (servers > 0)
    throw new BackupError(
      `A Konyha server is using this database (${servers} connection(s)). Stop every server first: a restore replaces the data under it.`,
    );
  await drain(unsealed(file, opened));
  const database = libpqEnvironment(url).PGDATABASE ?? 'postgres';
  await run(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--dbname', database],
    url,
    { stdin: unsealed(file, opened) },
  );
}
