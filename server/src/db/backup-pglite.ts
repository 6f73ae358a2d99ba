import { createWriteStream, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Opened, sealing, unsealed } from './backup-crypto.ts';
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

/** The tarball in pieces: sealed as it is read, never copied whole. */
function* piecesOf(tarball: Uint8Array, bytes = 64 * 1024) {
  for (let at = 0; at < tarball.length; at += bytes) yield tarball.subarray(at, at + bytes);
}

/**
 * Copies DATA_DIR's PGlite database into `file`, sealed with `passphrase` (backup-crypto.ts): made by the running
 * server if there is one. Says which. (PGlite makes and takes the tarball whole, in memory; sealing adds no copy.)
 */
export async function backupPglite(
  dataDir: string,
  file: string,
  passphrase: string,
): Promise<'running server' | 'stopped database'> {
  const seal = await sealing(passphrase, 'pglite');
  const fromServer = await requestBackup(dataDir);
  const tarball = fromServer ?? (await dumpStopped(dataDir));
  await writePrivately(file, (partial) =>
    pipeline(Readable.from(piecesOf(tarball)), seal, createWriteStream(partial)),
  );
  return fromServer ? 'running server' : 'stopped database';
}

/** The tarball of a sealed backup, every chunk checked before the database is touched; or a plain tarball (bench). */
async function tarballOf(file: string, opened: Opened | undefined): Promise<Blob> {
  if (!opened) return new Blob([readFileSync(file)]);
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  for await (const piece of unsealed(file, opened)) pieces.push(piece);
  return new Blob(pieces);
}

/**
 * Replaces DATA_DIR's PGlite database with the one in `file` (sealed, opened by backup-crypto.ts's `openSealed`;
 * without `opened`, a plain tarball such as the bench's). Refuses while a server holds the DATA_DIR lock. The
 * backup is decrypted and checked whole first, then unpacked beside the current database and opened once before it
 * takes its place, so a bad file or a wrong passphrase leaves the current database as it was.
 */
export async function restorePglite(dataDir: string, file: string, opened?: Opened) {
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
    const tarball = await tarballOf(file, opened);
    rmSync(incoming, { recursive: true, force: true });
    try {
      const client = await PGlite.create(incoming, { loadDataDir: tarball });
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
