import type { LunchDay } from '@konyha/domain/lunch/lunch-menu.schemas';
import { nextWeek, weekdaysOf, weekOfDay } from '@konyha/domain/lunch/lunch-week';
import { restaurantTimeZone } from '@konyha/domain/restaurant/restaurant';

/**
 * The week the page shows on a day: its own on a weekday; on Saturday and Sunday this week's lunches are over, so
 * the coming one. The server renders the page for the same week (src/entry-server.tsx).
 */
export function shownWeek(today: string): string {
  const week = weekOfDay(today);
  return weekdaysOf(week).includes(today) ? week : nextWeek(week);
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: restaurantTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Where a day of the menu stands at `now`: gone, today before its window (pre-ordered for a lunch slot), inside it
 * (ordered now), after it, or a later day (pre-ordered).
 */
export type DayState = 'past' | 'before' | 'open' | 'after' | 'later';

/**
 * The domain's window rule (lunchOrderableAt: half-open, at `to` lunch is over) on today's clock time, read with
 * the browser's Intl: the domain reads it through the date library, 7 kB gzip the public page would download for
 * it alone (dayState.test.ts holds the two to the same answers). The server still judges every order.
 */
export function dayState(day: LunchDay, today: string, now: Date): DayState {
  if (day.date < today) return 'past';
  if (day.date > today) return 'later';
  const time = clock.format(now);
  if (time < day.window.from) return 'before';
  return time < day.window.to ? 'open' : 'after';
}
