import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Konyha process is using ${dataDir}. Stop it first, or give this one its own DATA_DIR. ` +
        '(A lock left by a killed process on this machine is taken over at once; one whose owner cannot be ' +
        'checked expires within 10 seconds.)',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Locks held by this process, so a second lock in it is refused even though its own pid is alive. */
const heldHere = new Set<string>();

/** `host pid` of the lock's owner, written beside the lock (proper-lockfile's lock is an empty directory). */
const ownerOf = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

function ownerIsGone(owner: string, lockPath: string): boolean {
  const [host, pidText] = owner.trim().split(' ');
  const pid = Number(pidText);
  // Another machine's process (a shared disk) cannot be checked from here: the 10-second expiry decides.
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  // Our own pid on a lock we do not hold: a previous run in a container, where every run gets the same pid.
  if (pid === process.pid) return !heldHere.has(lockPath);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes the lock of an owner that no longer runs, before locking. Several starting processes may see the same
 * dead owner: only the one that renames the owner file away removes the lock, and then all of them race for it
 * as for any free lock (one mkdir wins).
 */
function removeDeadOwnersLock(lockPath: string, ownerPath: string) {
  const owner = ownerOf(ownerPath);
  if (owner === undefined || !ownerIsGone(owner, lockPath)) return;
  const claim = `${ownerPath}.${process.pid}`;
  try {
    renameSync(ownerPath, claim);
  } catch {
    return;
  }
  if (ownerOf(claim) === owner) rmSync(lockPath, { recursive: true, force: true });
  // Otherwise a live owner replaced the file after it was read: give it back.
  else renameSync(claim, ownerPath);
  rmSync(claim, { force: true });
}

/**
 * Takes the lock on DATA_DIR. PGlite does not lock its files, and two processes on one directory silently lose
 * writes, so a second process must refuse to start. A lock whose process was killed is taken over at once (the
 * owner's pid is kept beside the lock); one whose owner cannot be checked expires after 10 seconds without
 * proper-lockfile's heartbeat. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'konyha.lock');
  const ownerPath = `${lockPath}.owner`;
  removeDeadOwnersLock(lockPath, ownerPath);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 10_000,
      update: 3_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  writeFileSync(ownerPath, `${hostname()} ${process.pid}\n`);
  heldHere.add(lockPath);
  return async () => {
    heldHere.delete(lockPath);
    rmSync(ownerPath, { force: true });
    await release();
  };
}

/** A secret an earlier version kept in DATA_DIR/secrets, if there is one: it moves into the database once. */
export function legacySecret(dataDir: string, name: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, 'secrets', name), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
