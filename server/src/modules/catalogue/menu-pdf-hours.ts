import type { Language } from '@konyha/domain/common/language';
import { upcomingSpecialDates } from '@konyha/domain/restaurant/opening-hours';
import {
  type OpeningHours,
  type OpeningInterval,
  weekdays,
} from '@konyha/domain/restaurant/opening-hours.schemas';
import { messages } from '../../i18n/messages.ts';

/** Enough for the holidays of a season without crowding the menu. */
const printedSpecialDates = 6;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const intervalsText = (intervals: OpeningInterval[], language: Language) =>
  intervals.length === 0
    ? messages[language].closed
    : intervals.map((interval) => `${interval.from}–${interval.to}`).join(', ');

const dateText = (day: string, language: Language) => {
  const [year, month, date] = day.split('-');
  return language === 'hu' ? `${year}. ${month}. ${date}.` : `${date}/${month}/${year}`;
};

/** The week, neighbouring weekdays with the same hours on one line ("Monday–Friday: 11:00–22:00"). */
export function weeklyHoursLines(hours: OpeningHours, language: Language): string[] {
  const t = messages[language];
  const lines: string[] = [];
  for (let start = 0; start < weekdays.length; ) {
    const first = weekdays[start] as (typeof weekdays)[number];
    const text = intervalsText(hours.weekly[first], language);
    let end = start;
    while (end + 1 < weekdays.length) {
      const next = weekdays[end + 1] as (typeof weekdays)[number];
      if (intervalsText(hours.weekly[next], language) !== text) break;
      end += 1;
    }
    const last = weekdays[end] as (typeof weekdays)[number];
    const days = start === end ? t.weekdays[first] : `${t.weekdays[first]}–${t.weekdays[last]}`;
    lines.push(`${capitalised(days)}: ${text}`);
    start = end + 1;
  }
  return lines;
}

/** The next special dates, each with its label in the menu's language. */
export function specialDateLines(hours: OpeningHours, language: Language, now: Date): string[] {
  return upcomingSpecialDates(hours, now)
    .slice(0, printedSpecialDates)
    .map((special) => {
      const label = language === 'hu' ? special.label : special.labelEnglish;
      return `${dateText(special.date, language)} ${label}: ${intervalsText(special.intervals, language)}`;
    });
}
