import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDay } from '@konyha/domain/restaurant/local-time';
import autocannon from 'autocannon';
import { generateYearOfOrders } from './export-orders.ts';
import { rssMb } from './memory.ts';
import { benchAdmin, startServer } from './process.ts';
import { staffToken } from './requests.ts';

const orderCount = 100_000;
const rssTargetMb = 100;
const p99TargetMs = 100;
/** A pause between the exports, for V8 to give freed memory back. */
const restMs = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Guests asking for the menu (10 connections) until `stop`: the p99 tells whether the export left them waiting. */
function menuLoad(url: string) {
  let stop = () => {};
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: 3600 }, (error, answer) =>
      error ? reject(error) : resolve(answer),
    );
    stop = () => instance.stop();
  });
  return { stop: () => stop(), result };
}

/** Downloads a file to nowhere, counting its bytes. */
async function download(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return bytes;
}

/**
 * Issue 17: a year of 100 000 orders exported as XLSX and as CSV by a server of its own (the orders are written
 * into its database before it starts), while guests load the menu. For each: time, size, the server's RSS growth
 * from before (under the same guest load) to its peak (target ≤ 100 MB) and the menu's p99 meanwhile (≤ 100 ms).
 * The first export after the start also fills the embedded database's page cache (shared_buffers, 128 MB at
 * most) with the year's pages: that is in its figure.
 */
export async function measureExports(port: number): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-bench-exports-'));
  try {
    const generating = performance.now();
    const year = await generateYearOfOrders(dataDir, orderCount, benchAdmin);
    const generated = (performance.now() - generating) / 1000;
    const server = await startServer(port, { dataDir });
    const pid = server.child.pid ?? 0;
    const origin = `http://127.0.0.1:${port}`;
    const range = `from=${localDay(year.from)}&to=${localDay(year.to)}`;
    console.log(
      `\nExports: ${orderCount} orders over a year (${localDay(year.from)} – ${localDay(year.to)}), ` +
        `written into the database in ${generated.toFixed(0)} s; GET /api/product/foods at 10 connections meanwhile`,
    );
    let ok = true;
    try {
      const token = await staffToken(origin, benchAdmin);
      // Warm: the code paths of both formats, on the last day only (the database's cache stays cold).
      const lastDay = `from=${localDay(year.to)}&to=${localDay(year.to)}`;
      for (const format of ['csv', 'xlsx'])
        await download(`${origin}/api/export/orders.${format}?${lastDay}`, token);
      for (const format of ['xlsx', 'csv'] as const) {
        await pause(restMs);
        // RSS before is read under the guests' load (as it will be during the export), so the figure is the export's.
        const settle = menuLoad(`${origin}/api/product/foods`);
        await pause(5000);
        settle.stop();
        await settle.result;
        const before = rssMb(pid);
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMb(pid));
        }, 100);
        const load = menuLoad(`${origin}/api/product/foods`);
        const started = performance.now();
        const bytes = await download(`${origin}/api/export/orders.${format}?${range}`, token);
        const seconds = (performance.now() - started) / 1000;
        load.stop();
        clearInterval(sampler);
        const menu = await load.result;
        const grown = peak - before;
        console.log(
          `  orders.${format}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
            `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB: +${grown.toFixed(1)} MB (target ≤ ${rssTargetMb} MB); ` +
            `menu p99 ${menu.latency.p99} ms over ${menu.requests.total} requests, ${menu.errors + menu.non2xx} errors ` +
            `(target ≤ ${p99TargetMs} ms)`,
        );
        ok &&= grown <= rssTargetMb && menu.latency.p99 <= p99TargetMs && menu.errors + menu.non2xx === 0;
      }
    } finally {
      await server.stop();
    }
    return ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
