// Issue 18's memory figures: what the server holds (RSS) and the most it held (peak, VmHWM), read from Linux's /proc.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchDatabase } from './postgres.ts';
import { type ServerDatabase, startServer } from './process.ts';

export interface Footprint {
  rssMb: number;
  peakMb: number;
}

const statusField = (pid: number, field: string) =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN,
  ) / 1024;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's resident set size now. */
export const rssMb = (pid: number) => statusField(pid, 'VmRSS');

export const footprint = (pid: number): Footprint => ({
  rssMb: statusField(pid, 'VmRSS'),
  peakMb: statusField(pid, 'VmHWM'),
});

/** The footprint of a server left alone for 10 s, as after a busy hour: V8 gives memory back when idle. */
export async function footprintAtRest(pid: number): Promise<Footprint> {
  await pause(10_000);
  return footprint(pid);
}

/** Targets on PGlite (issue 18); PostgreSQL's figures are printed beside them for comparison. */
export const memoryTargets = { firstStartPeakMb: 700, restartPeakMb: 500, afterBenchRssMb: 450 };

/** Starts the server on `database`, lets start-up settle (the first queries, the timers) and reads its footprint. */
async function startAndRead(port: number, database: ServerDatabase): Promise<Footprint> {
  const server = await startServer(port, database);
  try {
    await fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
    await pause(3_000);
    return footprint(server.child.pid ?? 0);
  } finally {
    await server.stop();
  }
}

export interface StartFootprints {
  first: Footprint;
  restart: Footprint;
}

/** A first start on an empty database and a restart on it, on PGlite (a new DATA_DIR) or a new PostgreSQL database. */
export async function measureStarts(port: number, kind: 'pglite' | 'postgres'): Promise<StartFootprints> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-bench-memory-'));
    try {
      const first = await startAndRead(port, { dataDir });
      return { first, restart: await startAndRead(port, { dataDir }) };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const scratch = await scratchDatabase(`konyha_bench_memory_${process.pid}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-bench-memory-'));
  try {
    const first = await startAndRead(port, { dataDir, databaseUrl: scratch.url });
    return { first, restart: await startAndRead(port, { dataDir, databaseUrl: scratch.url }) };
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (value: number) => `${value.toFixed(0).padStart(5)} MB`;
const row = (label: string, figure: Footprint, rssTarget?: number, peakTarget?: number) =>
  `  ${label.padEnd(34)} RSS ${mb(figure.rssMb)}${rssTarget ? ` (≤ ${rssTarget})` : '        '}   peak ${mb(figure.peakMb)}${peakTarget ? ` (≤ ${peakTarget})` : ''}`;

/** Prints the memory table; true when PGlite's figures meet their targets. */
export function reportMemory(
  figures: Partial<Record<'pglite' | 'postgres', StartFootprints & { afterBench?: Footprint }>>,
): boolean {
  console.log('\nMemory of the server process (Linux VmRSS and VmHWM; targets on PGlite, issue 18)');
  let ok = true;
  for (const kind of ['pglite', 'postgres'] as const) {
    const figure = figures[kind];
    if (!figure) continue;
    const pglite = kind === 'pglite';
    console.log(
      row(
        `${kind}: first start (empty database)`,
        figure.first,
        undefined,
        pglite ? memoryTargets.firstStartPeakMb : undefined,
      ),
    );
    console.log(
      row(`${kind}: restart`, figure.restart, undefined, pglite ? memoryTargets.restartPeakMb : undefined),
    );
    if (figure.afterBench)
      console.log(
        row(
          `${kind}: after the bench, 10 s at rest`,
          figure.afterBench,
          pglite ? memoryTargets.afterBenchRssMb : undefined,
        ),
      );
    if (pglite)
      ok &&=
        figure.first.peakMb <= memoryTargets.firstStartPeakMb &&
        figure.restart.peakMb <= memoryTargets.restartPeakMb &&
        (figure.afterBench === undefined || figure.afterBench.rssMb <= memoryTargets.afterBenchRssMb);
  }
  return ok;
}
