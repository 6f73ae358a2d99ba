// The evening's figures, each beside its target (docs/performance.md), and whether they meet them.
import { loadavg } from 'node:os';
import { percentile } from '../staff-sessions.ts';
import { counted } from './checks.ts';
import type { FridayResult } from './run.ts';

export interface FridayTargets {
  pageP95Ms: number;
  orderP95Ms: number;
  alertP99Ms: number;
}

/** Issue 35's targets. */
export const fridayTargets: FridayTargets = { pageP95Ms: 200, orderP95Ms: 100, alertP99Ms: 500 };

const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);

/** The figures the targets judge, worked out of the evening's log. */
export function fridayFigures(result: FridayResult) {
  const { log } = result;
  const pages = [...log.pages].map(([page, times]) => {
    const s = sorted(times);
    return { page, count: s.length, p95: percentile(s, 95), p99: percentile(s, 99) };
  });
  const placing = sorted(log.placing);
  // The staff alert: from the order counting (sent, or its payment's IPN sent) until the first tablet knew of it.
  const rung = counted(log.placed).filter((p) => p.role.channel === 'web');
  const alerts = sorted(
    rung.flatMap((p) => {
      const heard = log.firstHeard.get(p.orderId);
      return heard === undefined ? [] : [heard - p.countsFrom];
    }),
  );
  const eveningSeconds = (ms: number) =>
    (ms / 1000) * ((result.size.eveningMinutes * 60) / result.size.wallSeconds);
  const slowestAccept = eveningSeconds(Math.max(0, ...log.acceptedAfter.values()));
  return {
    pages,
    orderP95: percentile(placing, 95),
    orderP99: percentile(placing, 99),
    orders: placing.length,
    alertP99: percentile(alerts, 99),
    alertMax: alerts.at(-1) ?? 0,
    alerts: alerts.length,
    unheard: rung.length - alerts.length,
    slowestAccept,
  };
}

/** Whether nothing was lost or doubled and nothing went wrong that the figures would hide. */
export function nothingLost(result: FridayResult): boolean {
  const { checks, log } = result;
  const tallies = [checks.orders, checks.mails, checks.prints, checks.pushes, checks.invoices];
  return (
    tallies.every((t) => t.lost === 0 && t.doubled === 0) &&
    log.orderErrors.length === 0 &&
    log.staffErrors.length === 0 &&
    log.stalePages === 0
  );
}

export function meetsTargets(result: FridayResult, targets: FridayTargets): boolean {
  const figures = fridayFigures(result);
  return (
    nothingLost(result) &&
    result.log.pageErrors === 0 &&
    figures.unheard === 0 &&
    figures.pages.every((p) => p.p95 <= targets.pageP95Ms) &&
    figures.orderP95 <= targets.orderP95Ms &&
    figures.alertP99 <= targets.alertP99Ms
  );
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function printFriday(result: FridayResult, targets = fridayTargets): boolean {
  const { size, log, checks } = result;
  const figures = fridayFigures(result);
  console.log(
    `\nA Friday evening: ${size.eveningMinutes} minutes run in ${size.wallSeconds} s, two instances on one ` +
      `PostgreSQL database over the loopback; ${size.guests} guests browsing, ${size.orders} orders, ` +
      `${size.tablets} staff tablets, ${log.pageStreams} order pages open`,
  );
  if (log.kill)
    console.log(
      `  instance 2 killed with SIGKILL at ${log.kill.atSecond.toFixed(0)} s, serving again ` +
        `${log.kill.downSeconds.toFixed(1)} s later; ${log.failovers} requests sent again to instance 1`,
    );
  console.log(`  guests' pages (target p95 ≤ ${targets.pageP95Ms} ms):`);
  for (const page of figures.pages)
    console.log(
      `    ${page.page.padEnd(20)} ${String(page.count).padStart(5)} × p95 ${ms(page.p95)}, p99 ${ms(page.p99)}`,
    );
  console.log(
    `  order placing: ${figures.orders} web orders, p95 ${ms(figures.orderP95)}, p99 ${ms(figures.orderP99)} ` +
      `(target p95 ≤ ${targets.orderP95Ms} ms)`,
  );
  console.log(
    `  staff alert (order counts → the first tablet knows): ${figures.alerts} orders, p99 ${ms(figures.alertP99)}, ` +
      `max ${ms(figures.alertMax)}, ${log.heardByRefetchOnly.size} known only by a refetch, never heard ` +
      `${figures.unheard} (target p99 ≤ ${targets.alertP99Ms} ms)`,
  );
  console.log(
    `  slowest accept: ${figures.slowestAccept.toFixed(0)} s of the evening (the tablets take ≤ 30 s)`,
  );
  const row = (name: string, t: { lost: number; doubled: number }) => `${name} ${t.lost}/${t.doubled}`;
  console.log(
    `  lost/doubled (target 0/0): ${row('orders', checks.orders)}, ${row('mails', checks.mails)}, ` +
      `${row('prints', checks.prints)}, ${row('pushes', checks.pushes)}, ${row('invoices', checks.invoices)} ` +
      `(all there ${checks.drainedSeconds.toFixed(0)} s after the tablets' last step); order pages behind ${log.stalePages} of ` +
      `${log.pageStreams}`,
  );
  console.log(
    `  peak RSS: ${result.peakMb
      .map((lives, i) => `instance ${i + 1} ${lives.map((mb) => `${mb.toFixed(0)} MB`).join(', then ')}`)
      .join('; ')}`,
  );
  console.log(
    `  the bench process's own event-loop delay (it times every request): p99 ${ms(result.benchLagP99Ms)}; ` +
      `the machine's load average over the last 5 minutes ${loadavg()[1]?.toFixed(1)} (2 cores)`,
  );
  const which = Object.values(checks).flatMap((t: { which?: string[] }) => t.which ?? []);
  for (const error of [...log.orderErrors, ...log.staffErrors, ...which].slice(0, 10))
    console.log(`  ! ${error}`);
  if (log.pageErrors)
    console.log(`  ! ${log.pageErrors} guest requests failed: ${[...log.failedPages].join(', ')}`);
  return meetsTargets(result, targets);
}
