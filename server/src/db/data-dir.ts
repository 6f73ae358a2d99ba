import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Konyha process is using ${dataDir}. Stop it first, or give this one its own DATA_DIR. ` +
        '(A lock left by a killed process expires within 10 seconds.)',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the lock on DATA_DIR. PGlite does not lock its files, and two processes on one directory silently lose
 * writes, so a second process must refuse to start. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'konyha.lock'),
      stale: 10_000,
      update: 3_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}

/** Reads a secret kept in DATA_DIR/secrets, generating and storing it (mode 600) on first use. */
export function loadOrCreateSecret(
  dataDir: string,
  name: string,
  create = () => randomBytes(48).toString('base64url'),
) {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const secret = create();
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
