import type { Config } from '../config.ts';
import { BackupError, backupKind } from './backup-file.ts';
import { backupPglite, pgliteDir, restorePglite } from './backup-pglite.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';

type Target = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** Writes a backup of the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) into `file`. */
export async function backup(config: Target, file: string): Promise<string> {
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, file);
    return `PostgreSQL database backed up to ${file} (pg_dump custom format).`;
  }
  const source = await backupPglite(config.dataDir, file);
  return `PGlite database ${pgliteDir(config.dataDir)} backed up to ${file} (made by the ${source}).`;
}

/** Replaces the configured database with the backup in `file`, after checking it is the right kind. */
export async function restore(config: Target, file: string): Promise<string> {
  const kind = backupKind(file);
  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'unknown') throw new BackupError(`${file} is not a Konyha backup.`);
  if (kind !== wanted)
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup (pg_dump); set DATABASE_URL to restore it into PostgreSQL.`
        : `${file} is a PGlite backup; unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
    return `PostgreSQL database restored from ${file}.`;
  }
  await restorePglite(config.dataDir, file);
  return `PGlite database ${pgliteDir(config.dataDir)} restored from ${file}.`;
}
