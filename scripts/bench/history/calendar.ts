// When the history's orders happen: how many each day (a busy restaurant: more at weekends) and at what time,
// inside the restaurant's opening hours in Europe/Budapest. Pure: the schedule and the random source are given.
import {
  addDaysTo,
  intervalsOn,
  slotsOf,
  wallInstant,
  weekdayOf,
} from '@konyha/domain/restaurant/opening-hours';
import type { OpeningHours, ScheduleSettings } from '@konyha/domain/restaurant/opening-hours.schemas';
import type { Weekday } from '@konyha/domain/restaurant/weekdays';
import type { Random } from './random.ts';

const minute = 60_000;

/** Every local day of `years` years ending with `until` (yyyy-MM-dd), oldest first. */
export function historyDays(until: string, years: number): string[] {
  const days: string[] = [];
  const first = addDaysTo(until, -Math.round(years * 365) + 1);
  for (let day = first; day <= until; day = addDaysTo(day, 1)) days.push(day);
  return days;
}

/** Friday and Saturday evenings are the busiest, Monday the quietest. */
const weekdayShare: Record<Weekday, number> = {
  MONDAY: 0.8,
  TUESDAY: 0.85,
  WEDNESDAY: 0.9,
  THURSDAY: 1,
  FRIDAY: 1.35,
  SATURDAY: 1.45,
  SUNDAY: 1.1,
};

/**
 * Splits `total` orders over `days` by weekday (and a day's own luck), summing to exactly `total`; a day the
 * restaurant is closed (a special date without opening hours) gets none.
 */
export function ordersPerDay(
  days: readonly string[],
  total: number,
  hours: OpeningHours,
  random: Random,
): number[] {
  const weights = days.map((day) =>
    openSpans(hours, day).length === 0 ? 0 : weekdayShare[weekdayOf(day)] * (0.85 + 0.3 * random.next()),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  let given = 0;
  return weights.map((weight) => {
    cumulative += weight;
    const upTo = Math.round((cumulative / sum) * total);
    const count = upTo - given;
    given = upTo;
    return count;
  });
}

/** The day's opening spans as instants (ms). */
export const openSpans = (hours: OpeningHours, day: string) =>
  intervalsOn(hours, day)
    .map(({ from, to, endsNextDay }) => ({
      start: wallInstant(day, from),
      end: wallInstant(endsNextDay ? addDaysTo(day, 1) : day, to),
    }))
    .filter((span) => span.end > span.start);

/**
 * When an "as soon as possible" order is placed: around lunch (12:30) or dinner (19:00, more of them at weekends), a
 * few at any open time; always inside an opening span (a minute before closing at the latest).
 */
export function placementTime(hours: OpeningHours, day: string, random: Random): Date | null {
  const spans = openSpans(hours, day);
  if (spans.length === 0) return null;
  const weekend = ['FRIDAY', 'SATURDAY'].includes(weekdayOf(day));
  const inside = (t: number) => spans.some((span) => t >= span.start && t < span.end - minute);
  for (let attempt = 0; attempt < 20; attempt++) {
    const peak = random.weighted(['lunch', 'dinner', 'any'], weekend ? [0.3, 0.6, 0.1] : [0.45, 0.45, 0.1]);
    const span = random.pick(spans);
    const t =
      peak === 'any'
        ? span.start + random.next() * (span.end - span.start)
        : wallInstant(day, peak === 'lunch' ? '12:30' : '19:00') + random.normal(0, 50) * minute;
    const whole = Math.floor(t / 1000) * 1000;
    if (inside(whole)) return new Date(whole);
  }
  const first = spans[0] as { start: number };
  return new Date(first.start);
}

/**
 * A day's `count` orders, in the order they were placed: about one in eight a pre-order placed in the morning for one
 * of the day's slots, the others "as soon as possible" (placementTime).
 */
export function planDay(
  { hours, settings }: { hours: OpeningHours; settings: ScheduleSettings },
  day: string,
  count: number,
  random: Random,
): { at: Date; preOrderDate: Date | null }[] {
  const planned: { at: Date; preOrderDate: Date | null }[] = [];
  for (let n = 0; n < count; n++) {
    if (random.chance(0.12)) {
      const at = new Date(wallInstant(day, '07:00') + Math.floor(random.next() * 3 * 3_600_000));
      const slots = slotsOf(day, hours, settings, at);
      if (slots.length > 0) {
        planned.push({ at, preOrderDate: random.pick(slots) });
        continue;
      }
    }
    const at = placementTime(hours, day, random);
    if (at) planned.push({ at, preOrderDate: null });
  }
  return planned.sort((a, b) => a.at.getTime() - b.at.getTime());
}
