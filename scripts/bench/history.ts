// Issue 18's figures on three years of a busy restaurant (scripts/bench/history/): the server's start time, its
// memory beside the same server on an empty database, and the staff screens' reads, on PGlite and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { maxReportDays, monthEnd } from '@konyha/domain/reports/report-range';
import { reportKinds } from '@konyha/domain/reports/reports.schemas';
import { addDaysTo, weekdayOf } from '@konyha/domain/restaurant/opening-hours';
import { restorePglite } from '../../server/src/db/backup-pglite.ts';
import { pgliteHistory, postgresHistory } from './history/cache.ts';
import { historyOptions } from './history/command.ts';
import { rssMb } from './memory.ts';
import { scratchDatabase } from './postgres.ts';
import { benchAdmin, type Started, startServer } from './process.ts';
import { staffToken } from './requests.ts';
import { percentile } from './staff-sessions.ts';
import { timed } from './timed-reads.ts';

const rounds = Number(process.env.BENCH_HISTORY_ROUNDS ?? 200);
/** The paged list's variants are many (5 keys × 2 directions × 3 pages): fewer rounds each, p95 over all of them. */
const pageRounds = Math.max(10, Math.round(rounds / 10));
const sortKeys = ['id', 'date', 'status', 'paid', 'price'] as const;
const pageSize = 10;

interface Figure {
  label: string;
  p95: number;
  /** Its p95 target in ms (the staff screens' reads: 50 ms). */
  target?: number;
  /** The p95 of each page of a list key. */
  detail?: string;
}

const getJson = async <T>(url: string, token: string): Promise<T> =>
  (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as T;

/** The last Saturday of the history: a busy past day. */
function busyDay(until: string): string {
  let day = until;
  while (weekdayOf(day) !== 'SATURDAY') day = addDaysTo(day, -1);
  return day;
}

/** Issue 33: each report over the history's whole three years and over the busy day's month, target 300 ms. */
async function measureReports(api: string, token: string, day: string, until: string): Promise<Figure[]> {
  const ranges = [
    ['three years', { from: addDaysTo(until, 1 - maxReportDays), to: until }],
    ['a month', { from: `${day.slice(0, 8)}01`, to: monthEnd(day) }],
  ] as const;
  const figures: Figure[] = [];
  for (const [span, { from, to }] of ranges)
    for (const kind of reportKinds) {
      const url = `${api}/reports/${kind}?from=${from}&to=${to}&compare=previous`;
      figures.push({
        label: `report ${kind}, ${span} (${from}…${to}) with the previous`,
        p95: percentile(await timed(url, token, rounds), 95),
        target: 300,
      });
    }
  return figures;
}

/** Every read the issue names, each with its p95. */
async function measureReads(origin: string, day: string, until: string): Promise<Figure[]> {
  const token = await staffToken(origin, benchAdmin);
  const api = `${origin}/api`;
  const figures: Figure[] = [];
  const { count } = await getJson<{ count: number }>(
    `${api}/order/orders?pageNo=0&pageSize=${pageSize}`,
    token,
  );
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const all: number[] = [];
  const byKey: Figure[] = [];
  for (const sortBy of sortKeys)
    for (const ascending of [true, false]) {
      const pages: number[] = [];
      const latencies: number[] = [];
      for (const pageNo of [0, Math.floor(lastPage / 2), lastPage]) {
        const query = `pageNo=${pageNo}&pageSize=${pageSize}&sortBy=${sortBy}&ascending=${ascending}`;
        const page = await timed(`${api}/order/orders?${query}`, token, pageRounds);
        pages.push(percentile(page, 95));
        latencies.push(...page);
      }
      all.push(...latencies);
      byKey.push({
        label: `  by ${sortBy} ${ascending ? 'ascending' : 'descending'}`,
        p95: percentile(
          latencies.sort((a, b) => a - b),
          95,
        ),
        detail: `pages 0 / ${Math.floor(lastPage / 2)} / ${lastPage}: ${pages.map((p) => p.toFixed(0)).join(' / ')} ms`,
      });
    }
  figures.push(
    {
      label: "staff's order list (/api/order/orders), every key, direction and page",
      p95: percentile(
        all.sort((a, b) => a - b),
        95,
      ),
    },
    ...byKey,
  );
  const { users } = await getJson<{ users: { id: number; role: string }[] }>(
    `${api}/user/users?pageNo=0&pageSize=20&sortBy=id&ascending=true`,
    token,
  );
  // The first customer is the history's most regular one; the empty database has only its admin (no orders).
  const regular = (users.find((u) => u.role === 'CUSTOMER') ?? users[0])?.id;
  for (const [label, url] of [
    [`a day's orders (and the daily summary's data), ${day}`, `${api}/order/orders/${day}`],
    [`today's orders`, `${api}/order/today`],
    [`the event log of ${day}`, `${api}/event/${day}`],
    [
      `a regular customer's order history (user ${regular})`,
      `${api}/order/userorders/${regular}?pageNo=0&pageSize=${pageSize}&sortBy=date&ascending=false`,
    ],
    ['the catalogue', `${api}/product/foods`],
  ] as const)
    figures.push({ label, p95: percentile(await timed(url, token, rounds), 95) });
  figures.push(...(await measureReports(api, token, day, until)));
  return figures;
}

interface Run {
  startMs: number;
  rssStart: number;
  rssEnd: number;
  figures: Figure[];
}

/** Starts the server (timing spawn → /api/health), reads, and stops it. */
async function run(start: () => Promise<Started>, port: number, day: string, until: string): Promise<Run> {
  const began = performance.now();
  const server = await start();
  const startMs = performance.now() - began;
  try {
    const pid = server.child.pid ?? 0;
    // Once the start's work has settled (the dashboard's first requests come seconds after a restart, too).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssStart = rssMb(pid);
    const figures = await measureReads(`http://127.0.0.1:${port}`, day, until);
    return { startMs, rssStart, rssEnd: rssMb(pid), figures };
  } finally {
    await server.stop();
  }
}

function report(name: string, empty: Run, history: Run): boolean {
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const rssStart = history.rssStart - empty.rssStart;
  const rssEnd = history.rssEnd - empty.rssEnd;
  console.log(
    `\nHistory on ${name}: sequential timed requests (one at a time), ${rounds} per read, ${pageRounds} per list page`,
  );
  console.log(
    `  start (spawn → /api/health answers)            ${(history.startMs / 1000).toFixed(1)} s (target ≤ 5 s; empty database ${(empty.startMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  RSS after start                                 ${mb(history.rssStart)}, empty ${mb(empty.rssStart)}: +${mb(rssStart)} (target ≤ +150 MB)`,
  );
  console.log(
    `  RSS after the reads                             ${mb(history.rssEnd)}, empty ${mb(empty.rssEnd)}: +${mb(rssEnd)} (target ≤ +150 MB)`,
  );
  for (const [index, figure] of history.figures.entries()) {
    const before = empty.figures[index]?.p95 ?? 0;
    const detail = figure.detail ? `; ${figure.detail}` : '';
    console.log(
      `  ${figure.label.padEnd(70)} p95 ${figure.p95.toFixed(1).padStart(6)} ms (empty ${before.toFixed(1)} ms; target ≤ ${figure.target ?? 50} ms${detail})`,
    );
  }
  return (
    history.startMs <= 5000 &&
    rssStart <= 150 &&
    rssEnd <= 150 &&
    history.figures.every((f) => f.p95 <= (f.target ?? 50))
  );
}

/** The empty database is started once first (initdb, migrations, seed), so both figures are of a restart. */
async function historyOnPglite(port: number, day: string, until: string, tarball: string): Promise<boolean> {
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'konyha-empty-'));
  const historyDir = mkdtempSync(path.join(tmpdir(), 'konyha-history-'));
  try {
    await (await startServer(port, { dataDir: emptyDir })).stop();
    const empty = await run(() => startServer(port, { dataDir: emptyDir }), port, day, until);
    await restorePglite(historyDir, tarball);
    const history = await run(() => startServer(port, { dataDir: historyDir }), port, day, until);
    return report('PGlite', empty, history);
  } finally {
    rmSync(emptyDir, { recursive: true, force: true });
    rmSync(historyDir, { recursive: true, force: true });
  }
}

async function historyOnPostgres(port: number, day: string, until: string, url: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-history-pg-'));
  const emptyDatabase = await scratchDatabase('konyha_bench_history_empty');
  try {
    await (await startServer(port, { dataDir, databaseUrl: emptyDatabase.url })).stop();
    const empty = await run(
      () => startServer(port, { dataDir, databaseUrl: emptyDatabase.url }),
      port,
      day,
      until,
    );
    const history = await run(() => startServer(port, { dataDir, databaseUrl: url }), port, day, until);
    return report('PostgreSQL', empty, history);
  } finally {
    await emptyDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `args`: the history's options (--orders, --years), as for `./konyha bench data`. */
export async function measureHistory(port: number, args: readonly string[] = []): Promise<boolean> {
  const options = historyOptions(args);
  const day = busyDay(options.until);
  const pglite = await historyOnPglite(port, day, options.until, await pgliteHistory(options));
  const postgres = await historyOnPostgres(port, day, options.until, await postgresHistory(options));
  return pglite && postgres;
}
