import { ConfigError, loadConfig } from '../config.ts';
import { backup, restore } from '../db/backup.ts';
import { BackupError } from '../db/backup-file.ts';

/** `node server/src/cli/backup.ts backup|restore FILE`, run by `./konyha backup FILE` and `./konyha restore FILE`. */
async function main() {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    process.stderr.write('usage: ./konyha backup FILE | ./konyha restore FILE\n');
    process.exit(2);
  }
  const config = loadConfig();
  const message = command === 'backup' ? await backup(config, file) : await restore(config, file);
  process.stdout.write(`konyha: ${message}\n`);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  process.stderr.write(
    `konyha: ${known ? error.message : `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
  );
  process.exit(1);
});
