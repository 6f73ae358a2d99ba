import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { admin, testServerUrl } from './database.ts';

/**
 * Migrates once per run instead of once per test file: on PGlite the build's prepared database (made here when the
 * build has not), on a PostgreSQL server a template database each file's `CREATE DATABASE … TEMPLATE` copies.
 */
export default async function setup(project: TestProject) {
  if (!testServerUrl) {
    // In a process of its own: vitest's module runner for this file lacks import.meta.resolve, which finds PGlite.
    execFileSync(process.execPath, [path.join(import.meta.dirname, '../src/cli/prepare-database.ts')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return;
  }
  const name = `konyha_template_${process.pid}`;
  const serverUrl = testServerUrl;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before the files start: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('templateDatabase', name);
  return async () => {
    await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
