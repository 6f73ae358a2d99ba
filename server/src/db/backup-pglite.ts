import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupError, writePrivately } from './backup-file.ts';
import { requestBackup, socketPathTooLong } from './backup-socket.ts';
import { DataDirLockedError, lockDataDir } from './data-dir.ts';

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** The same consistent copy the running server makes (see openPglite's `dump`), for a stopped server. */
async function dumpStopped(dataDir: string): Promise<Uint8Array> {
  const source = pgliteDir(dataDir);
  if (!existsSync(source)) throw new BackupError(`There is no database in ${source}.`);
  const release = await lockDataDir(dataDir).catch((error: unknown) => {
    if (error instanceof DataDirLockedError)
      throw new BackupError(
        socketPathTooLong(dataDir)
          ? `A Konyha server holds ${dataDir}, whose path is too long for the backup socket (over 100 characters): stop the server to back up, or use a shorter DATA_DIR.`
          : `A Konyha server holds ${dataDir} but did not answer the backup request; if it is starting, try again in a moment.`,
      );
    throw error;
  });
  try {
    const client = await PGlite.create(source);
    try {
      await client.exec('CHECKPOINT');
      return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

/** Copies DATA_DIR's PGlite database into `file`: made by the running server if there is one. Says which. */
export async function backupPglite(
  dataDir: string,
  file: string,
): Promise<'running server' | 'stopped database'> {
  const fromServer = await requestBackup(dataDir);
  const tarball = fromServer ?? (await dumpStopped(dataDir));
  await writePrivately(file, async (partial) => writeFileSync(partial, tarball));
  return fromServer ? 'running server' : 'stopped database';
}

/**
 * Replaces DATA_DIR's PGlite database with the one in `file`. Refuses while a server holds the DATA_DIR lock. The
 * backup is unpacked beside the current database and opened once before it takes its place, so a bad file leaves
 * the current database as it was.
 */
export async function restorePglite(dataDir: string, file: string) {
  const release = await lockDataDir(dataDir).catch((error: unknown) => {
    if (error instanceof DataDirLockedError)
      throw new BackupError(
        `A Konyha server is running on ${dataDir}. Stop it first: a restore replaces the database under it.`,
      );
    throw error;
  });
  const target = pgliteDir(dataDir);
  const incoming = `${target}.restoring`;
  const replaced = `${target}.replaced`;
  try {
    rmSync(incoming, { recursive: true, force: true });
    try {
      const client = await PGlite.create(incoming, { loadDataDir: new Blob([readFileSync(file)]) });
      await client.query('select count(*) from drizzle.__drizzle_migrations');
      await client.close();
    } catch {
      rmSync(incoming, { recursive: true, force: true });
      throw new BackupError(`${file} is not a Konyha PGlite backup; the database was left as it was.`);
    }
    rmSync(replaced, { recursive: true, force: true });
    if (existsSync(target)) renameSync(target, replaced);
    renameSync(incoming, target);
    rmSync(replaced, { recursive: true, force: true });
  } finally {
    await release();
  }
}
