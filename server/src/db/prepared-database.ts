import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { writePrivately } from './backup-file.ts';

/*
 * A ready, migrated, empty PGlite database, made once by `npm run build` (so by `./konyha start`) and unpacked by the
 * server's first start instead of running initdb. initdb in PGlite's WebAssembly needs a 600–850 MB peak; unpacking
 * this tarball (4–5 MB) needs under 400 MB and a second, so a first start fits a 1 GB server (issue 18).
 */

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const preparedFolder = path.join(import.meta.dirname, '../../dist');
const prefix = 'empty-database-';

/** PGlite's version, from its package.json (which its exports do not name, so found beside its entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * What the prepared database was made from: PGlite's version (its data directory format) and every migration file.
 * A database made from other migrations or another PGlite is never unpacked.
 */
function preparedKey(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .sort();
  for (const file of files(migrationsFolder)) {
    hash.update(`${path.relative(migrationsFolder, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const preparedFile = (key: string) => path.join(preparedFolder, `${prefix}${key}.tar.gz`);

/** The prepared empty database for today's migrations, if `npm run build` made it. */
export function preparedDatabase(): Blob | undefined {
  const file = preparedFile(preparedKey());
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Makes the prepared database unless it is current; removes those of older migrations. Says which. */
export async function prepareDatabase(): Promise<'made' | 'current'> {
  const key = preparedKey();
  const file = preparedFile(key);
  if (existsSync(file)) return 'current';
  mkdirSync(preparedFolder, { recursive: true });
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await client.exec('CHECKPOINT');
    const tarball = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    // Through a temporary file: a build stopped half way leaves no truncated database to unpack.
    await writePrivately(file, async (partial) => writeFileSync(partial, tarball));
  } finally {
    await client.close();
  }
  for (const name of readdirSync(preparedFolder))
    if (name.startsWith(prefix) && name !== path.basename(file)) rmSync(path.join(preparedFolder, name));
  return 'made';
}
