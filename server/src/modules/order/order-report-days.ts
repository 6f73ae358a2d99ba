import { daysOf, type ReportRange } from '@konyha/domain/reports/report-range';
import { addDaysTo } from '@konyha/domain/restaurant/weekdays';
import { and, between, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { reportDays } from '../../db/schema/index.ts';

/** A report's groups, each of one Budapest day. */
export type DayRows<Row> = (Row & { day: string })[];

/** Days written per statement: four parameters each, far below PostgreSQL's 65 535. */
const keepChunk = 500;

/**
 * A report's groups for the days of `range` (issue 33): the past days report_days keeps, the past days it does not
 * grouped by `group` in one query over their span and then kept, and today and later grouped live (they still
 * change). Three years of a busy restaurant are so 1096 rows of a few groups each, not 150 000 orders.
 *
 * A change committed while a day is being grouped can leave that day's kept groups without it until the day's next
 * change (its trigger ran before the groups were written): past days rarely change, and docs/reports.md says so.
 */
export async function groupsByDay<Row extends object>(
  db: Queryable,
  report: string,
  range: ReportRange,
  today: string,
  group: (range: ReportRange) => Promise<DayRows<Row>>,
): Promise<DayRows<Row>> {
  const lastPast = addDaysTo(today, -1);
  if (range.from > lastPast) return group(range);
  const past = { from: range.from, to: range.to < lastPast ? range.to : lastPast };
  const kept = await db
    .select({ day: reportDays.day, rows: reportDays.rows })
    .from(reportDays)
    .where(and(between(reportDays.day, past.from, past.to), eq(reportDays.report, report)));
  const keptDays = new Set(kept.map((entry) => entry.day));
  const rows: DayRows<Row> = kept.flatMap((entry) =>
    (entry.rows as Row[]).map((row) => ({ ...row, day: entry.day })),
  );
  const missing = daysOf(past).filter((day) => !keptDays.has(day));
  const [first, last] = [missing[0], missing.at(-1)];
  if (first && last) {
    const grouped = (await group({ from: first, to: last })).filter((row) => !keptDays.has(row.day));
    rows.push(...grouped);
    await keep(db, report, missing, grouped);
  }
  if (range.to > lastPast) rows.push(...(await group({ from: addDaysTo(lastPast, 1), to: range.to })));
  return rows;
}

/** Writes each day's groups (a day without orders as none), leaving a day another request kept meanwhile. */
async function keep<Row extends object>(db: Queryable, report: string, days: string[], rows: DayRows<Row>) {
  const byDay = new Map<string, Row[]>(days.map((day) => [day, []]));
  for (const { day, ...row } of rows) byDay.get(day)?.push(row as unknown as Row);
  const values = [...byDay].map(([day, groups]) => ({ day, report, rows: groups }));
  for (let start = 0; start < values.length; start += keepChunk)
    await db
      .insert(reportDays)
      .values(values.slice(start, start + keepChunk))
      .onConflictDoNothing();
}
