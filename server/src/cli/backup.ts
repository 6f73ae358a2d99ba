import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { backup, restore } from '../db/backup.ts';
import { BackupError } from '../db/backup-file.ts';

const usage =
  'usage: ./konyha backup FILE | ./konyha restore FILE, with the passphrase in BACKUP_PASSPHRASE or ' +
  '--passphrase-file PASSPHRASE_FILE\n';

/**
 * The backup's passphrase: the passphrase file's text (without its final line break) or BACKUP_PASSPHRASE. Never an
 * argument of its own: every user of the machine can read a command line (ps, /proc).
 */
function passphraseOf(file: string | undefined): string | undefined {
  if (file === undefined) return process.env.BACKUP_PASSPHRASE || undefined;
  try {
    return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  } catch {
    throw new BackupError(`Cannot read the passphrase file ${file}.`);
  }
}

function commandLine() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: { 'passphrase-file': { type: 'string' } },
      allowPositionals: true,
    });
  } catch {
    const given = process.argv.slice(2).find((arg) => /^--?passphrase(?!-file)/.test(arg));
    if (given)
      process.stderr.write(
        'konyha: the passphrase is not taken on the command line, where every user of the machine can read it: ' +
          'set BACKUP_PASSPHRASE or give --passphrase-file FILE.\n',
      );
    process.stderr.write(usage);
    process.exit(2);
  }
}

/** `node server/src/cli/backup.ts backup|restore FILE`, run by `./konyha backup FILE` and `./konyha restore FILE`. */
async function main() {
  const { positionals, values } = commandLine();
  const [command, file, ...rest] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const passphrase = passphraseOf(values['passphrase-file']);
  const message =
    command === 'backup' ? await backup(config, file, passphrase) : await restore(config, file, passphrase);
  process.stdout.write(`konyha: ${message}\n`);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  process.stderr.write(
    `konyha: ${known ? error.message : `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
  );
  process.exit(1);
});
