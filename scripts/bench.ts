// `./konyha bench`: prints the performance figures the issues ask for. Each part starts what it measures in
// processes of its own on this machine (loopback only) and stops them again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureAcceptToSilence } from './bench/accept.ts';
import { dressMenu } from './bench/dressed-menu.ts';
import { measureExports } from './bench/exports.ts';
import { runDataCommand } from './bench/history/command.ts';
import { measureHistory } from './bench/history.ts';
import { measureLighthouse } from './bench/lighthouse.ts';
import { measureLiveChannel } from './bench/live.ts';
import { measureOrderPlacing } from './bench/orders.ts';
import { measurePhotoUpload } from './bench/photo.ts';
import { root, startProcess, startServer } from './bench/process.ts';
import { statusPagePath } from './bench/requests.ts';
import { measureStompSoak } from './bench/soak.ts';
import { measureStatusStreams } from './bench/status.ts';

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function catalogueThroughput(port: number) {
  const catalogueUrl = `http://127.0.0.1:${port}/api/product/foods`;
  const bareUrl = `http://127.0.0.1:${port + 1}/bare`;
  const bare = await startProcess(
    ['server/bench/bare-server.ts'],
    { PORT: String(port + 1), CATALOGUE_URL: catalogueUrl },
    bareUrl,
  );
  const measured: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const [name, url] of [
    ['tiny', bareUrl],
    ['bare', `${bareUrl}/foods`],
    ['ours', catalogueUrl],
  ] as const) {
    await load(url, 2); // warm-up
    measured[name] = await load(url, 10);
  }
  await bare.stop();
  const {
    tiny,
    bare: yardstick,
    ours,
  } = measured as Record<'tiny' | 'bare' | 'ours', Awaited<ReturnType<typeof load>>>;
  const ratio = ours.rps / yardstick.rps;
  const row = (label: string, r: typeof ours) =>
    `  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99} ms  errors ${r.errors}`;
  console.log(
    '\nCatalogue: autocannon, 50 connections, 10 s each (server logging at its default level, info)',
  );
  console.log(row('bare Fastify route, {"hello":"world"}', tiny));
  console.log(row('bare Fastify JSON route, same product list', yardstick));
  console.log(row('GET /api/product/foods', ours));
  console.log(
    `  ratio ${(ratio * 100).toFixed(0)} % of the bare route (target ≥ 50 %), p99 ${ours.p99} ms (target ≤ 20 ms)`,
  );
  return ratio >= 0.5 && ours.p99 <= 20 && ours.errors === 0;
}

// `./konyha bench data [--orders N] [--years Y] [--postgres]` only makes the history databases the `history` part reads.
if (process.argv[2] === 'data') {
  await runDataCommand(process.argv.slice(3));
  process.exit(0);
}
const port = Number(process.env.BENCH_PORT ?? 8095);
const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-bench-'));
const results: boolean[] = [];
// `./konyha bench orders catalogue` runs only the named parts.
const only = process.argv.slice(2);
const wanted = (part: string) => only.length === 0 || only.includes(part);
if (wanted('bundle')) {
  // The web package's own budget check (it follows each page's chunks in Vite's manifest).
  console.log(
    '\nInitial JavaScript of the home and menu pages, gzip (target ≤ 150 KB; dashboard code kept out)',
  );
  const check = spawnSync(process.execPath, ['web/scripts/check-bundle-size.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  results.push(check.status === 0);
}
const server = await startServer(port, dataDir);
try {
  // Issue 15's figures are for a menu with options on every dish and photos on the page Lighthouse measures.
  if (wanted('catalogue') || wanted('lighthouse'))
    await dressMenu(`http://127.0.0.1:${port}`, { email: 'a@example.com', password: 'Bench1234' }, 'STARTER');
  if (wanted('catalogue')) results.push(await catalogueThroughput(port));
  if (wanted('orders')) results.push(await measureOrderPlacing(`http://127.0.0.1:${port}`));
  if (wanted('live'))
    results.push(
      await measureLiveChannel(`http://127.0.0.1:${port}`, { email: 'a@example.com', password: 'Bench1234' }),
    );
  if (wanted('accept'))
    results.push(
      await measureAcceptToSilence(`http://127.0.0.1:${port}`, {
        email: 'a@example.com',
        password: 'Bench1234',
      }),
    );
  if (wanted('soak'))
    results.push(
      await measureStompSoak(`http://127.0.0.1:${port}`, server.child.pid ?? 0, {
        email: 'a@example.com',
        password: 'Bench1234',
      }),
    );
  if (wanted('status'))
    results.push(
      await measureStatusStreams(`http://127.0.0.1:${port}`, server.child.pid ?? 0, {
        email: 'a@example.com',
        password: 'Bench1234',
      }),
    );
  if (wanted('photo'))
    results.push(
      await measurePhotoUpload(`http://127.0.0.1:${port}`, server.child.pid ?? 0, {
        email: 'a@example.com',
        password: 'Bench1234',
      }),
    );
  if (wanted('exports')) results.push(await measureExports(port + 2));
  // Its options as for `bench data`: `./konyha bench history --orders 20000` measures a smaller history.
  if (wanted('history')) results.push(await measureHistory(port + 3, only));
  if (wanted('lighthouse'))
    results.push(
      await measureLighthouse(`http://127.0.0.1:${port}`, [
        '/',
        '/foods/appetisers',
        await statusPagePath(`http://127.0.0.1:${port}`),
      ]),
    );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  results.every(Boolean)
    ? '\nEvery figure meets its target.'
    : '\nSome figures miss their target (see above).',
);
process.exit(results.every(Boolean) ? 0 : 1);
