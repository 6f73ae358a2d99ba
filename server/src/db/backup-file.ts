import { closeSync, openSync, renameSync, rmSync } from 'node:fs';

/** A backup or restore that cannot go ahead; its message is shown to the operator as it is. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * Writes a backup through a temporary file beside `file`, created with mode 600 (a backup holds guests' personal
 * data), and renames it into place only when complete: a failed backup never leaves a truncated file behind.
 */
export async function writePrivately(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  closeSync(openSync(partial, 'wx', 0o600));
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
