// Starting and stopping the processes a bench part measures.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { serverNodeFlags } from '../../server/src/node-flags.ts';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Started {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a Node process of ours and waits until `readyUrl` answers. Its output is discarded, as a service's would be.
 * It inherits the bench's environment (`inherited`), `env` on top.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  inherited: NodeJS.ProcessEnv = process.env,
): Promise<Started> {
  // A server left over from an interrupted run would answer instead, and every figure would be its.
  if (
    await fetch(readyUrl).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${readyUrl} already answers: stop what listens there, or set BENCH_PORT`);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not answer ${readyUrl}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const benchAdmin = { email: 'a@example.com', password: 'Bench1234' };

/** Where a bench server keeps its data: PGlite in `dataDir`, or the PostgreSQL database at `databaseUrl`. */
export interface ServerDatabase {
  dataDir: string;
  databaseUrl?: string;
}

/** The server as ./konyha start runs it (its Node.js flags too), answering on `port`. */
export const startServer = (port: number, database: ServerDatabase) =>
  startProcess(
    [...serverNodeFlags, 'server/src/main.ts'],
    {
      PORT: String(port),
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      // The benchmarks order from one address and one e-mail far faster than a guest could.
      ORDER_RATE_LIMIT: '100000',
      // The STOMP soak opens 500 sessions from 127.0.0.1; the default cap (20 per address) is for the internet.
      STOMP_CONNECTIONS_PER_ADDRESS: '1000',
      // The status-page part opens 200 guests' streams, each from an address of its own (X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
      // The push part's devices are on a local push service (bench/push.ts), their five owners each logging in.
      PUSH_ALLOW_LOOPBACK: '1',
      AUTH_RATE_LIMIT: '1000',
      // The malloc settings ./konyha gives every process, also when the bench is run as `npm run bench`.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    },
    `http://127.0.0.1:${port}/api/health`,
  );
