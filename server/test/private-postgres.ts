import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';

const run = promisify(execFile);
const versionsDir = '/usr/lib/postgresql';

/** The newest installed server's binaries (Debian's layout: /usr/lib/postgresql/<version>/bin). */
function serverBinaries(): string | undefined {
  if (!existsSync(versionsDir)) return undefined;
  const versions = readdirSync(versionsDir)
    .filter((version) => existsSync(path.join(versionsDir, version, 'bin', 'initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] && path.join(versionsDir, versions[0], 'bin');
}

const bin = serverBinaries();
const isRoot = process.getuid?.() === 0;

/** Why a private cluster cannot be made here, or undefined when it can. */
export const privatePostgresUnavailable = !bin
  ? `no PostgreSQL server binaries under ${versionsDir}/*/bin (Debian: apt-get install postgresql)`
  : undefined;

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every connection drops at once, as when the database machine fails. */
  stopImmediately(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own on a free loopback port, to stop and start under a running server without
 * touching the machine's shared one. initdb refuses to run as root, so as root the binaries run as `postgres`.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!bin) throw new Error(privatePostgresUnavailable);
  const dir = mkdtempSync(path.join(tmpdir(), 'konyha-pg-'));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgctl = (...args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args])
      : run(path.join(bin, 'pg_ctl'), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgctl(
    'initdb',
    '-s',
    '-D',
    data,
    '-o',
    '--auth=trust --username=postgres --no-sync --encoding=UTF8 --no-locale',
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=40`;
  const start = async () => {
    await pgctl('start', '-s', '-w', '-D', data, '-l', path.join(dir, 'log'), '-o', options);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopImmediately: async () => {
      await pgctl('stop', '-s', '-w', '-D', data, '-m', 'immediate');
    },
    destroy: async () => {
      await pgctl('stop', '-s', '-w', '-D', data, '-m', 'immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
