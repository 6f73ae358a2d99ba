import { localDay } from '../restaurant/local-time.ts';
import { addDaysTo, weekdayOf } from '../restaurant/weekdays.ts';

/**
 * The reports' ranges (issue 33): Budapest calendar days, both ends included. Pure and free of zod, so the web's
 * range picker and the server count days alike; `now` is a parameter wherever "today" matters.
 */
export interface ReportRange {
  from: string;
  to: string;
}

/** Three years of days, a leap day included: the longest range a report answers. */
export const maxReportDays = 3 * 365 + 1;

const dayMs = 86_400_000;

/** How many days a range holds, both ends included (1 for a single day). */
export const daysIn = (range: ReportRange): number =>
  Math.round((Date.parse(range.to) - Date.parse(range.from)) / dayMs) + 1;

/** Every day of a range in order: the sales chart's x axis, a day with no orders included. */
export function daysOf(range: ReportRange): string[] {
  return Array.from({ length: Math.max(0, daysIn(range)) }, (_, index) => addDaysTo(range.from, index));
}

/** The period of equal length that ends the day before `from`: what "compared with the previous period" means. */
export function previousPeriod(range: ReportRange): ReportRange {
  const length = daysIn(range);
  return { from: addDaysTo(range.from, -length), to: addDaysTo(range.from, -1) };
}

/** Why a range is refused, and which end to blame; undefined: it is fine. */
export function rangeProblem(
  range: ReportRange,
): { field: 'to'; problem: 'reversed' | 'tooLong' } | undefined {
  if (range.from > range.to) return { field: 'to', problem: 'reversed' };
  if (daysIn(range) > maxReportDays) return { field: 'to', problem: 'tooLong' };
  return undefined;
}

export const reportPresets = ['today', 'week', 'month'] as const;
export type ReportPreset = (typeof reportPresets)[number];

/**
 * The picker's ready-made ranges as of `now`: today, the calendar week (Monday to Sunday) and the calendar month
 * holding today, whole, so the previous period is yesterday, last week and the days just before the month.
 */
export function presetRange(preset: ReportPreset, now: Date): ReportRange {
  const today = localDay(now);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'week') {
    let monday = today;
    while (weekdayOf(monday) !== 'MONDAY') monday = addDaysTo(monday, -1);
    return { from: monday, to: addDaysTo(monday, 6) };
  }
  return { from: `${today.slice(0, 8)}01`, to: monthEnd(today) };
}

/** The last day of the month holding `day`. */
export const monthEnd = (day: string): string =>
  addDaysTo(`${addDaysTo(`${day.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);

/** The calendar months lying wholly inside a range, in order: what the reports keep a month's groups of. */
export function wholeMonthsIn(range: ReportRange): ReportRange[] {
  const months: ReportRange[] = [];
  let from = range.from.endsWith('-01') ? range.from : addDaysTo(monthEnd(range.from), 1);
  while (monthEnd(from) <= range.to) {
    months.push({ from, to: monthEnd(from) });
    from = addDaysTo(monthEnd(from), 1);
  }
  return months;
}
