// `./konyha bench`: prints the performance figures the issues ask for. Each part starts what it measures in
// processes of its own on this machine (loopback only) and stops them again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../server/src/node-flags.ts';
import { measureAcceptToSilence } from './bench/accept.ts';
import { measureCatalogue } from './bench/catalogue.ts';
import { dressMenu } from './bench/dressed-menu.ts';
import { measureExports } from './bench/exports.ts';
import { measureFriday } from './bench/friday.ts';
import { runDataCommand } from './bench/history/command.ts';
import { measureHistory } from './bench/history.ts';
import { measureKitchenScreen } from './bench/kitchen.ts';
import { measureDashboardLighthouse, measureLighthouse } from './bench/lighthouse.ts';
import { measureLiveChannel } from './bench/live.ts';
import { serveLunchWeeks } from './bench/lunch-week.ts';
import { footprintAtRest, measureStarts, reportMemory } from './bench/memory.ts';
import { measureOrderPlacing } from './bench/orders.ts';
import { measurePayments } from './bench/payments.ts';
import { measurePhotoUpload } from './bench/photo.ts';
import { scratchDatabase } from './bench/postgres.ts';
import { root, type Started, startServer } from './bench/process.ts';
import { measurePushes } from './bench/push.ts';
import { statusPagePath } from './bench/requests.ts';
import { measureStompSoak } from './bench/soak.ts';
import { measureStatusStreams } from './bench/status.ts';

// `./konyha bench data [--orders N] [--years Y] [--postgres]` only makes the history databases the `history` part reads.
if (process.argv[2] === 'data') {
  await runDataCommand(process.argv.slice(3));
  process.exit(0);
}
const port = Number(process.env.BENCH_PORT ?? 8095);
const results: boolean[] = [];
// `./konyha bench orders catalogue` runs only the named parts.
const only = process.argv.slice(2);
const wanted = (part: string) => only.length === 0 || only.includes(part);
// The memory after the bench is a figure of the whole bench only.
const wholeBench = only.length === 0;
const admin = { email: 'a@example.com', password: 'Bench1234' };

/**
 * The parts that measure a running server, in the order they run; answers whether each met its targets. On
 * PostgreSQL they run for the server's memory afterwards: their targets are judged on PGlite, the database a
 * restaurant starts with (its figures are printed all the same).
 */
async function runParts(server: Started, kind: 'pglite' | 'postgres', dataDir: string): Promise<boolean[]> {
  const origin = `http://127.0.0.1:${port}`;
  const pid = server.child.pid ?? 0;
  const met: boolean[] = [];
  // Issue 15's figures are for a menu with options on every dish and photos on the page Lighthouse measures.
  if (wanted('catalogue') || wanted('lighthouse')) await dressMenu(origin, admin, 'STARTER');
  if (wanted('catalogue')) met.push(await measureCatalogue(port));
  // The lunch page's Lighthouse run and the lunch orders read this week's and next week's lunch menu.
  if (wanted('orders') || wanted('lighthouse')) await serveLunchWeeks(origin, admin);
  if (wanted('orders')) met.push(await measureOrderPlacing(origin));
  // Online payments through a local SimplePay, on a server of its own (the shared one takes no SimplePay payments).
  if (wanted('payments') && kind === 'pglite') met.push(await measurePayments(port + 4));
  if (wanted('live')) met.push(await measureLiveChannel(origin, admin));
  if (wanted('accept')) met.push(await measureAcceptToSilence(origin, admin));
  if (wanted('push')) met.push(await measurePushes(origin, admin, dataDir));
  if (wanted('soak')) met.push(await measureStompSoak(origin, pid, admin));
  if (wanted('status')) met.push(await measureStatusStreams(origin, pid, admin));
  if (wanted('photo')) met.push(await measurePhotoUpload(origin, pid, admin));
  if (kind === 'postgres') return met;
  // The exports part starts servers of its own; Lighthouse measures the browser's side of the same pages.
  if (wanted('exports')) met.push(await measureExports(port + 2));
  // The kitchen screen in a browser, on a server of its own: the other parts' orders would crowd its columns.
  if (wanted('kitchen')) met.push(await measureKitchenScreen(port + 6));
  // Three years of orders on both databases, with servers of its own; its options as for `bench data`
  // (`./konyha bench history --orders 20000` measures a smaller history).
  if (wanted('history')) met.push(await measureHistory(port + 3, only));
  if (wanted('lighthouse')) {
    met.push(
      await measureLighthouse(origin, [
        '/',
        '/foods/appetisers',
        '/lunch-menu',
        await statusPagePath(origin),
      ]),
    );
    met.push(await measureDashboardLighthouse(origin, admin));
  }
  return met;
}

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
// Every server below starts as ./konyha start's does: a first start unpacks the empty database its build prepares.
spawnSync(process.execPath, [...serverNodeFlags, 'server/src/cli/prepare-database.ts'], {
  cwd: root,
  stdio: 'inherit',
});
const memory: Parameters<typeof reportMemory>[0] = {};
if (wanted('memory')) {
  memory.pglite = await measureStarts(port, 'pglite');
  memory.postgres = await measureStarts(port, 'postgres');
}
const serverParts = [
  'catalogue',
  'orders',
  'payments',
  'live',
  'accept',
  'push',
  'soak',
  'status',
  'photo',
  'exports',
  'kitchen',
  'history',
  'lighthouse',
];
if (serverParts.some(wanted)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-bench-'));
  const server = await startServer(port, { dataDir });
  try {
    results.push(...(await runParts(server, 'pglite', dataDir)));
    if (memory.pglite && wholeBench) memory.pglite.afterBench = await footprintAtRest(server.child.pid ?? 0);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
// Issue 35's Friday evening: two instances of its own on a PostgreSQL database of its own, one killed midway.
if (wanted('friday')) results.push(await measureFriday(port + 8));
// The server's memory after the same requests on a PostgreSQL server, for comparison.
if (memory.postgres && wholeBench) {
  console.log(
    "\n— the same parts again on PostgreSQL (a new database on the bench's server), for the server's memory after them —",
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-bench-'));
  const scratch = await scratchDatabase(`konyha_bench_${process.pid}`);
  const server = await startServer(port, { dataDir, databaseUrl: scratch.url });
  try {
    await runParts(server, 'postgres', dataDir);
    memory.postgres.afterBench = await footprintAtRest(server.child.pid ?? 0);
  } finally {
    await server.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (wanted('memory')) results.push(reportMemory(memory));
console.log(
  results.every(Boolean)
    ? '\nEvery figure meets its target.'
    : '\nSome figures miss their target (see above).',
);
process.exit(results.every(Boolean) ? 0 : 1);
