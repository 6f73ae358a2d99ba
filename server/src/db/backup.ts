import type { Config } from '../config.ts';
import { openSealed } from './backup-crypto.ts';
import { BackupError } from './backup-file.ts';
import { backupPglite, pgliteDir, restorePglite } from './backup-pglite.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';

type Target = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** A backup holds the server's secrets: never written, nor read, without a passphrase (issue 28). */
function requirePassphrase(passphrase: string | undefined): string {
  if (!passphrase)
    throw new BackupError(
      'A backup is encrypted with a passphrase: set BACKUP_PASSPHRASE or give --passphrase-file FILE.',
    );
  return passphrase;
}

/** Shorter passphrases fall to a guessing machine despite scrypt; restores take any, as the backup was made. */
const minimumLength = 12;

/**
 * Writes a backup of the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) into `file`, sealed
 * with `passphrase` (backup-crypto.ts).
 */
export async function backup(config: Target, file: string, passphrase: string | undefined): Promise<string> {
  const secret = requirePassphrase(passphrase);
  if ([...secret].length < minimumLength)
    throw new BackupError(
      `The backup passphrase (BACKUP_PASSPHRASE or the passphrase file) must be at least ${minimumLength} characters.`,
    );
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, file, secret);
    return `PostgreSQL database backed up to ${file} (pg_dump custom format, encrypted).`;
  }
  const source = await backupPglite(config.dataDir, file, secret);
  return `PGlite database ${pgliteDir(config.dataDir)} backed up to ${file} (made by the ${source}, encrypted).`;
}

/**
 * Replaces the configured database with the backup in `file`, after checking the passphrase and that it is the right
 * kind; every byte is checked before the restore takes effect.
 */
export async function restore(config: Target, file: string, passphrase: string | undefined): Promise<string> {
  const opened = await openSealed(file, requirePassphrase(passphrase));
  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (opened.kind !== wanted)
    throw new BackupError(
      opened.kind === 'postgres'
        ? `${file} is a PostgreSQL backup (pg_dump); set DATABASE_URL to restore it into PostgreSQL.`
        : `${file} is a PGlite backup; unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, opened);
    return `PostgreSQL database restored from ${file}.`;
  }
  await restorePglite(config.dataDir, file, opened);
  return `PGlite database ${pgliteDir(config.dataDir)} restored from ${file}.`;
}
