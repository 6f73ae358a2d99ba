// The generated history is made once and kept: on PGlite as a gzipped data directory under the bench cache, on
// PostgreSQL as a database of its own. Both are keyed by what shapes them (the migrations, the generator's source,
// PGlite's version and the options), so a change to any of them makes a new one and an unchanged bench reuses it.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/src/db/client.ts';
import { databaseUrl, onServer, scratchDatabase } from '../postgres.ts';
import { root } from '../process.ts';
import { generateHistory, type HistoryOptions } from './generate.ts';

/** The files under `folder` (and its subfolders, as the migrations' meta/) whose names `keep` keeps, in order. */
const sourcesOf = (folder: string, keep: (name: string) => boolean) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => keep(name) && statSync(path.join(folder, name)).isFile())
    .sort()
    .map((name) => readFileSync(path.join(folder, name)));

/** What the generated database depends on, as a short hex key. */
export function historyKey(options: HistoryOptions): string {
  const hash = createHash('sha256');
  for (const file of sourcesOf(path.join(root, 'server/src/db/migrations'), () => true)) hash.update(file);
  for (const file of sourcesOf(
    import.meta.dirname,
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  ))
    hash.update(file);
  // The option groups it gives the mains come from the tests' fixtures.
  hash.update(readFileSync(path.join(root, 'server/test/option-groups.ts')));
  const pglite = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version).update(JSON.stringify(options));
  return hash.digest('hex').slice(0, 16);
}

const log = (line: string) => console.log(`  ${line}`);

/** The cached PGlite history (a dumpDataDir tarball), generated first when there is none for `options`. */
export async function pgliteHistory(options: HistoryOptions): Promise<string> {
  const folder = path.join(process.env.KONYHA_CACHE ?? path.join(homedir(), '.cache/konyha'), 'bench');
  const file = path.join(folder, `history-${historyKey(options)}.tar.gz`);
  if (existsSync(file)) return file;
  log(`generating ${options.orders} orders over ${options.years} years on PGlite (cached in ${file})`);
  const started = performance.now();
  // In memory: faster than the file system, and the dump is the same data directory a server opens.
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await database.migrate();
    await generateHistory(database, options, log);
    const tarball = await database.dump?.();
    if (!tarball) throw new Error('PGlite gave no dump');
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${file}.partial`, tarball);
    renameSync(`${file}.partial`, file);
  } finally {
    await database.close();
  }
  log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return file;
}

const historyDatabase = 'konyha_bench_history';

/**
 * The PostgreSQL history database's URL, generated first unless its comment holds the current key (set only once
 * the history is complete, so an interrupted run is made again).
 */
export async function postgresHistory(options: HistoryOptions): Promise<string> {
  const key = historyKey(options);
  const url = databaseUrl(historyDatabase);
  const marked = await onServer(async (client) => {
    const { rows } = await client.query(
      `select shobj_description(oid, 'pg_database') as key from pg_database where datname = $1`,
      [historyDatabase],
    );
    return (rows[0] as { key: string | null } | undefined)?.key;
  });
  if (marked === key) return url;
  log(`generating ${options.orders} orders over ${options.years} years on PostgreSQL (${historyDatabase})`);
  const started = performance.now();
  await scratchDatabase(historyDatabase);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    await generateHistory(database, options, log);
  } finally {
    await database.close();
  }
  await onServer((client) => client.query(`comment on database ${historyDatabase} is '${key}'`));
  log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return url;
}
