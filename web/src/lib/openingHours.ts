import type {
  OpeningHours,
  OpeningInterval,
  SpecialDate,
} from '@konyha/domain/restaurant/opening-hours.schemas';
import { type Weekday, weekdays } from '@konyha/domain/restaurant/weekdays';
import type { Language } from '../i18n/i18n.ts';

/** "11:00–15:00, 17:00–22:30"; empty for a closed day. */
export const intervalsText = (intervals: OpeningInterval[]): string =>
  intervals.map((interval) => `${interval.from}–${interval.to}`).join(', ');

/** Consecutive weekdays with the same hours, as one row: Monday–Friday 11:00–22:00. */
export type WeekRow = { first: Weekday; last: Weekday; hours: string };

export function weekRows(weekly: OpeningHours['weekly']): WeekRow[] {
  const rows: WeekRow[] = [];
  for (const day of weekdays) {
    const hours = intervalsText(weekly[day]);
    const previous = rows.at(-1);
    if (previous?.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows;
}

const shownDays = 60;
const shownDates = 3;

/** The special dates the footer announces: the next three within two months, earliest first. */
export function upcomingSpecials(hours: OpeningHours, today: string): SpecialDate[] {
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + shownDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return hours.specialDates
    .filter((special) => special.date >= today && special.date <= until)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, shownDates);
}

/** "december 24." / "24 December": a calendar day, read as such (UTC), whatever the browser's zone. */
export const dateText = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
