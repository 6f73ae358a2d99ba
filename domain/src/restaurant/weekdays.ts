/**
 * The parts of the opening hours the guest pages need on every page (the footer), kept free of zod so the browser's
 * first download stays small; the schemas in opening-hours.schemas.ts build on them.
 */

/** The keys of the weekly hours, Monday first as on a Hungarian calendar. */
export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof weekdays)[number];

/** yyyy-MM-dd plus some days (calendar arithmetic, no zone involved). */
export const addDaysTo = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60_000).toISOString().slice(0, 10);

export const weekdayOf = (day: string): Weekday =>
  weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

/** A local clock time, 00:00–23:59 (24:00 is written as 00:00 of the next day). */
export const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An opening interval as the schema describes it (opening-hours.schemas.ts). */
export interface Interval {
  from: string;
  to: string;
  endsNextDay?: boolean | undefined;
}

/** Minutes since the start of the local day of "HH:mm". */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes from the start of its day to the end of an interval (past 1440 when it ends the next day). */
export const endMinutesOf = (interval: Interval): number =>
  minutesOf(interval.to) + (interval.endsNextDay ? 24 * 60 : 0);

/**
 * Whether an interval passes its own checks (valid times; `to` after `from` unless it ends the next day, and then
 * not after `from`). The list checks compare only sound intervals, as zod runs them even when one failed.
 */
export function isSound(interval: Interval): boolean {
  if (!clockTime.test(interval.from) || !clockTime.test(interval.to)) return false;
  const forward = minutesOf(interval.to) > minutesOf(interval.from);
  return interval.endsNextDay ? !forward : forward;
}

/** Intervals of one day that run into the next and overlap the next day's first hours: [overlapping index]. */
export const overlapsWithPreviousNight = (previous: Interval[], day: Interval[]): number[] => {
  const nights = previous.filter((interval) => interval.endsNextDay && isSound(interval));
  const spill = Math.max(0, ...nights.map((interval) => minutesOf(interval.to)));
  return day.flatMap((interval, index) =>
    isSound(interval) && minutesOf(interval.from) < spill ? [index] : [],
  );
};
