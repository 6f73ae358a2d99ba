import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { serveBackups } from './db/backup-socket.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { serverNodeFlags } from './node-flags.ts';

/** Reads the configuration, takes the DATA_DIR lock, migrates, seeds an empty database, serves, shuts down cleanly. */
async function main() {
  const config = loadConfig();
  const releaseLock = await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  const app = await buildApp({ config, database, ...(config.webRoot ? { webRoot: config.webRoot } : {}) });

  const stopBackups = database.dump ? await serveBackups(config.dataDir, database.dump, app.log) : undefined;
  if (database.created === 'initdb')
    app.log.warn(
      'no prepared empty database (npm run build makes it): this first start needed initdb and more memory',
    );
  const missing = serverNodeFlags.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length > 0)
    app.log.warn(
      { missing },
      'started without the Node.js flags ./konyha start uses: expect more memory at start',
    );

  const seed = await seedIfEmpty(database.db, config);
  if (seed.seeded) app.log.info({ adminEmail: seed.adminEmail }, 'empty database: starting data added');
  if (seed.generatedAdminPassword) {
    // Shown once on the terminal (stderr), never on stdout, where the JSON log lines go and log collectors read.
    process.stderr.write(
      `\n  First admin: ${seed.adminEmail}\n  Password:    ${seed.generatedAdminPassword}\n  (shown only now; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n\n`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await stopBackups?.();
    await database.close();
    await releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Start-up leaves the garbage of migrations, imports and the seed; give it back before the first guest comes.
  globalThis.gc?.();
  app.log.info(
    `Konyha is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`konyha: ${error.message}\n`);
  } else {
    process.stderr.write(
      `konyha: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
