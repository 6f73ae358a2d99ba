// The catalogue's yardstick (server/bench/bare-server.ts), started as anyone would run a Fastify app: Node's default
// flags and none of the settings ./konyha gives Konyha's own processes, so a ratio compares our server with Fastify as
// it comes, not with a copy of our own tuning.
import { createRequire } from 'node:module';
import { type Started, startProcess } from './process.ts';

/**
 * The environment of a process run with Node's defaults: without NODE_OPTIONS and without the malloc settings
 * (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ and glibc's tunables) ./konyha exports for the server's memory.
 */
export function withNodeDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => name !== 'NODE_OPTIONS' && name !== 'GLIBC_TUNABLES' && !name.startsWith('MALLOC_'),
    ),
  );
}

const fastifyVersion = (createRequire(import.meta.url)('fastify/package.json') as { version: string })
  .version;

/** What a ratio is measured against, printed beside it. */
export function yardstickLabel(what: { bytes: number; coding: 'identity' | 'gzip'; node?: string }): string {
  const body = what.coding === 'gzip' ? `the same ${what.bytes} gzip bytes` : `the same ${what.bytes} bytes`;
  return `bare Fastify ${fastifyVersion} route sending ${body} ready-made, Node ${what.node ?? process.version} with its default flags`;
}

/** Starts the yardstick on `port`; it reads the catalogue's bytes from `catalogueUrl` once. */
export function startYardstick(port: number, catalogueUrl: string): Promise<Started> {
  return startProcess(
    ['server/bench/bare-server.ts'],
    { PORT: String(port), CATALOGUE_URL: catalogueUrl },
    `http://127.0.0.1:${port}/bare`,
    withNodeDefaults(process.env),
  );
}
