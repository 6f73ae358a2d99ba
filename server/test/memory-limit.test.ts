import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preOrderBody, staffToken } from '../../scripts/bench/requests.ts';
import { createServerDatabase, testServerUrl } from './database.ts';
import { memoryLimit } from './memory-limit.ts';
import { freePort } from './ports.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// Issue 18: the smallest server a restaurant rents has 1 GB. The server starts (empty database, then a restart) and
// serves the pages the bench measures inside a 1 GB limit the kernel enforces: going over it would kill it.
const limitBytes = 1024 ** 3;
const limit = memoryLimit(limitBytes);
const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-memory-'));
const admin = { email: 'admin@example.com', password: 'Admin1234' };
let cleanUp: (() => Promise<void>) | undefined;
let running: ServerProcess | undefined;

afterAll(async () => {
  running?.child.kill('SIGKILL');
  await running?.exited;
  await cleanUp?.();
  limit?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const peakOf = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** What a guest and the staff load first: the bench's pages, an order, its status page, today's orders. */
async function servePages(origin: string) {
  const answers: Record<string, number> = {};
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${pathname}`, { headers });
    await response.arrayBuffer();
    answers[pathname] = response.status;
  };
  await get('/');
  await get('/foods/appetisers');
  await get('/api/product/foods');
  const placed = await fetch(`${origin}/api/order/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await preOrderBody(origin, 'guest@example.com'),
  });
  answers['/api/order/add'] = placed.status;
  await get(new URL(((await placed.json()) as { statusUrl: string }).statusUrl).pathname);
  await get('/dashboard/current-orders');
  await get('/api/order/today', { authorization: `Bearer ${await staffToken(origin, admin)}` });
  return answers;
}

async function startLimited(env: Record<string, string>): Promise<ServerProcess> {
  running = startServerProcess(env, limit?.launcher);
  await running.waitFor('Konyha is serving');
  return running;
}

describe('the server in 1 GB of memory', () => {
  it('starts on an empty database, restarts, and serves the guest and staff pages without being killed', async () => {
    const database = testServerUrl ? await createServerDatabase(testServerUrl) : undefined;
    cleanUp = database?.drop;
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      PORT: String(port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    const peaks: number[] = [];
    for (const start of ['first start', 'restart']) {
      const server = await startLimited(env);
      const answers = await servePages(`http://127.0.0.1:${port}`);
      expect(Object.values(answers), `${start}: ${JSON.stringify(answers)}`).toEqual(
        Object.values(answers).map(() => expect.any(Number)),
      );
      for (const [pathname, status] of Object.entries(answers))
        expect(status, `${start}: ${pathname}`).toBeLessThan(400);
      peaks.push(peakOf(server.child.pid ?? 0));
      server.child.kill('SIGTERM');
      // A clean exit: the kernel did not kill it for its memory (that would be SIGKILL, no exit code).
      expect(await server.exited, `${start}:\n${server.output()}`).toBe(0);
    }
    const report = `${limit?.how ?? 'no limit the kernel enforces on this machine: peaks checked only'}; server peaks ${peaks.map((bytes) => Math.round(bytes / 1024 ** 2)).join(' / ')} MB; cgroup peak ${Math.round((limit?.peakBytes() ?? 0) / 1024 ** 2)} MB`;
    console.log(`memory limit: ${report}`);
    for (const peak of peaks) expect(peak, report).toBeLessThan(limitBytes);
    expect(limit?.oomKills() ?? 0, report).toBe(0);
  }, 180_000);
});
