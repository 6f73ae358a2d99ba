import { mergeGroups } from '@konyha/domain/reports/report-buckets';
import { daysOf, type ReportRange, wholeMonthsIn } from '@konyha/domain/reports/report-range';
import { addDaysTo } from '@konyha/domain/restaurant/weekdays';
import { and, between, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { reportDays } from '../../db/schema/index.ts';

/** A report's groups, each of one Budapest day (or, kept per month, of the month's first day). */
export type DayRows<Row> = (Row & { day: string })[];

/** How a report's groups of several days become one group each: its key, and the numbers summed. */
export interface Merge<Row> {
  keyOf: (row: Row) => string;
  sums: readonly (keyof Row)[];
}

/** The earlier of two days (yyyy-MM-dd compare as text). */
const earlier = (a: string, b: string) => (a < b ? a : b);

type Group<Row> = (range: ReportRange) => Promise<DayRows<Row>>;

/** Entries written per statement: four parameters each, far below PostgreSQL's 65 535. */
const keepChunk = 500;

/**
 * A report's groups for the days of `range` (issue 33). Past days (before `today`) are kept in report_days once
 * grouped, and with `merge` each whole past month is kept merged too: three years of a busy restaurant are so 36
 * months of a few groups each, not 150 000 orders. Today and later are grouped live (they still change).
 *
 * A change committed while a day is being grouped can leave that day's kept groups without it until the day's next
 * change (its trigger ran before the groups were written): past days rarely change, and docs/reports.md says so.
 */
export async function keptGroups<Row extends object>(
  db: Queryable,
  report: string,
  range: ReportRange,
  today: string,
  group: Group<Row>,
  merge?: Merge<Row>,
): Promise<DayRows<Row>> {
  const lastPast = addDaysTo(today, -1);
  const months = merge ? wholeMonthsIn({ from: range.from, to: earlier(range.to, lastPast) }) : [];
  const [first, last] = [months[0], months.at(-1)];
  if (!merge || !first || !last) return dayGroups(db, report, range, today, group);
  const rows: DayRows<Row> = [];
  if (range.from < first.from)
    rows.push(
      ...(await dayGroups(db, report, { from: range.from, to: addDaysTo(first.from, -1) }, today, group)),
    );
  rows.push(...(await monthGroups(db, report, months, today, group, merge)));
  if (range.to > last.to)
    rows.push(...(await dayGroups(db, report, { from: addDaysTo(last.to, 1), to: range.to }, today, group)));
  return rows;
}

async function dayGroups<Row extends object>(
  db: Queryable,
  report: string,
  range: ReportRange,
  today: string,
  group: Group<Row>,
): Promise<DayRows<Row>> {
  const lastPast = addDaysTo(today, -1);
  if (range.from > lastPast) return group(range);
  const past = { from: range.from, to: earlier(range.to, lastPast) };
  const kept = await read<Row>(db, report, past);
  const keptDays = new Set(kept.map((entry) => entry.day));
  const rows = kept.flatMap(withDay);
  const missing = daysOf(past).filter((day) => !keptDays.has(day));
  const [first, last] = [missing[0], missing.at(-1)];
  if (first && last) {
    const grouped = (await group({ from: first, to: last })).filter((row) => !keptDays.has(row.day));
    rows.push(...grouped);
    const byDay = new Map<string, DayRows<Row>>(missing.map((day) => [day, []]));
    for (const row of grouped) byDay.get(row.day)?.push(row);
    await keep(
      db,
      report,
      [...byDay].map(([day, groups]) => ({ day, rows: groups })),
    );
  }
  if (range.to > lastPast) rows.push(...(await group({ from: addDaysTo(lastPast, 1), to: range.to })));
  return rows;
}

/** Each whole past month's groups, merged from its days' groups the first time and kept under its first day. */
async function monthGroups<Row extends object>(
  db: Queryable,
  report: string,
  months: ReportRange[],
  today: string,
  group: Group<Row>,
  merge: Merge<Row>,
): Promise<DayRows<Row>> {
  const monthReport = `${report}:month`;
  const kept = await read<Row>(db, monthReport, {
    from: months[0]?.from ?? '',
    to: months.at(-1)?.from ?? '',
  });
  const keptMonths = new Set(kept.map((entry) => entry.day));
  const missing = months.filter((month) => !keptMonths.has(month.from));
  // A month at a time: on PGlite, which runs one query at a time, the shop's own requests take turns between them.
  const merged: { day: string; rows: DayRows<Row> }[] = [];
  for (const month of missing) {
    const days = await dayGroups(db, report, month, today, group);
    merged.push({ day: month.from, rows: mergeGroups(days, merge.keyOf, merge.sums) });
  }
  await keep(db, monthReport, merged);
  return [...kept, ...merged].flatMap(withDay);
}

const withDay = <Row>(entry: { day: string; rows: Row[] }): DayRows<Row> =>
  entry.rows.map((row) => ({ ...row, day: entry.day }));

async function read<Row>(db: Queryable, report: string, range: ReportRange) {
  const kept = await db
    .select({ day: reportDays.day, rows: reportDays.rows })
    .from(reportDays)
    .where(and(between(reportDays.day, range.from, range.to), eq(reportDays.report, report)));
  return kept as { day: string; rows: Row[] }[];
}

/** Writes each entry's groups without their day (a day without orders as none); another request's stay. */
async function keep<Row>(db: Queryable, report: string, entries: { day: string; rows: DayRows<Row> }[]) {
  const values = entries.map(({ day, rows }) => ({
    day,
    report,
    rows: rows.map(({ day: _, ...row }) => row),
  }));
  for (let start = 0; start < values.length; start += keepChunk)
    await db
      .insert(reportDays)
      .values(values.slice(start, start + keepChunk))
      .onConflictDoNothing();
}
