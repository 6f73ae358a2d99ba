import { addDaysTo, weekdayOf } from '../restaurant/weekdays.ts';

/**
 * The calendar of the weekday lunch menu (issue 31): ISO weeks (`2026-W48`, Monday to Sunday, the week of its
 * Thursday) and their Monday–Friday. Days are the restaurant's local calendar days (yyyy-MM-dd). Plain calendar
 * arithmetic without the date library, so the public lunch page need not download it; the lunch window, which
 * needs the restaurant's zone, is in lunch-window.ts.
 */

const dayMs = 24 * 60 * 60 * 1000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** Monday 0 … Sunday 6. */
const weekdayIndex = (day: string) => (new Date(utcOf(day)).getUTCDay() + 6) % 7;
const weekName = (year: number, week: number) => `${year}-W${String(week).padStart(2, '0')}`;

/** The ISO week a local day is in: the year of its week's Thursday, and which Thursday of that year it is. */
export function weekOfDay(day: string): string {
  const thursday = addDaysTo(day, 3 - weekdayIndex(day));
  const year = Number(thursday.slice(0, 4));
  return weekName(
    year,
    Math.floor((utcOf(thursday) - utcOf(`${thursday.slice(0, 4)}-01-01`)) / dayMs / 7) + 1,
  );
}

/** The Monday of an ISO week: week 1 is the one holding 4 January. */
export function mondayOf(week: string): string {
  const january4 = `${week.slice(0, 4)}-01-04`;
  return addDaysTo(january4, 7 * (Number(week.slice(6)) - 1) - weekdayIndex(january4));
}

/** Whether `week` is a `yyyy-Www` that names a real week (week 53 only in the years that have one). */
export const isoWeekExists = (week: string): boolean =>
  /^\d{4}-W\d{2}$/.test(week) && Number(week.slice(6)) > 0 && weekOfDay(mondayOf(week)) === week;

/** The week's Monday to Friday, the days a lunch menu may have. */
export const weekdaysOf = (week: string): string[] =>
  [0, 1, 2, 3, 4].map((offset) => addDaysTo(mondayOf(week), offset));

/** The week before (across a year's end: 2027-W01 → 2026-W53). */
export const previousWeek = (week: string): string => weekOfDay(addDaysTo(mondayOf(week), -7));
export const nextWeek = (week: string): string => weekOfDay(addDaysTo(mondayOf(week), 7));

/** "Copy last week": last week's days, each moved to the same weekday of the week after, all else kept. */
export const copiedToNextWeek = <Day extends { date: string }>(days: readonly Day[]): Day[] =>
  days.map((day) => ({ ...day, date: addDaysTo(day.date, 7) }));

/** A day of a saved week that cannot be: `field` is its path in the body (`days.2.date`). */
export interface LunchWeekProblem {
  field: string;
  message: string;
}

/**
 * What is wrong with the days a week is saved with: a day outside the week of the path, on a Saturday or Sunday,
 * or given twice. The first problem, or undefined.
 */
export function lunchWeekProblem(
  week: string,
  days: readonly { date: string }[],
): LunchWeekProblem | undefined {
  const weekdays = weekdaysOf(week);
  for (const [index, { date }] of days.entries()) {
    const field = `days.${index}.date`;
    if (weekOfDay(date) !== week) return { field, message: `${date} is not in ${week}` };
    if (!weekdays.includes(date)) return { field, message: `${date} is a ${weekdayOf(date).toLowerCase()}` };
    if (days.findIndex((other) => other.date === date) < index)
      return { field, message: `${date} is given twice` };
  }
  return undefined;
}
