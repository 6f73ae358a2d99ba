import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { addDaysTo, weekdayOf } from '@konyha/domain/restaurant/opening-hours';
import type { Weekday } from '@konyha/domain/restaurant/opening-hours.schemas';

/** When the restaurant opens next, as a guest says it: today, tomorrow, on a weekday this week, or a date. */
export type OpeningWhen = { time: string } & (
  | { day: 'today' | 'tomorrow' }
  | { day: 'weekday'; weekday: Weekday }
  | { day: 'date'; date: string }
);

export function openingWhen(opensAt: Date, now: Date): OpeningWhen {
  const today = localDay(now);
  const day = localDay(opensAt);
  const time = localTime(opensAt);
  if (day === today) return { day: 'today', time };
  if (day === addDaysTo(today, 1)) return { day: 'tomorrow', time };
  // Within the week a weekday is unambiguous; further off it would name the wrong Monday.
  if (day < addDaysTo(today, 7)) return { day: 'weekday', weekday: weekdayOf(day), time };
  return { day: 'date', date: day, time };
}
