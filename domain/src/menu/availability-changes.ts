import { TZDate } from '@date-fns/tz';
import { localDay, localTime } from '../restaurant/local-time.ts';
import { addDaysTo, wallInstant } from '../restaurant/opening-hours.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';
import { type DishWindows, dishAvailableAt, type Windows } from './availability.ts';

/**
 * When a dish's availability (availability.ts) changes next: for the messages that say when it can be had, and for
 * the server to end what it rendered from the menu. Apart from the rule because it turns wall times into instants
 * with the date library, which the menu's cards need not load.
 */

const minute = 60_000;
const hour = 60 * minute;
/** Windows repeat weekly; a week and a day covers every start or end after any instant. */
const horizonDays = 8;

const offsetAt = (instant: number) => new TZDate(instant, restaurantTimeZone).getTimezoneOffset();

/**
 * Every instant after `now` (within the horizon) at which the answer of `lists` may change: each window's start and
 * end on each day (both occurrences of a time the October change repeats, the jump itself for a time the March
 * change skips), and the changes of the clock themselves (at 03:00 in October the wall clock goes back to 02:00, into
 * or out of a window). Budapest changes on a whole UTC hour, so the hours are enough to find the change.
 */
function candidatesAfter(lists: readonly Windows[], now: Date): number[] {
  const times = new Set(lists.flatMap((list) => list.flatMap((w) => [w.from, w.to])));
  const found = new Set<number>();
  const today = localDay(now);
  for (let offset = -1; offset <= horizonDays; offset++) {
    const day = addDaysTo(today, offset);
    for (const time of times) {
      const at = wallInstant(day, time);
      found.add(at);
      for (const twin of [at - hour, at + hour])
        if (localDay(new Date(twin)) === day && localTime(new Date(twin)) === time) found.add(twin);
    }
    const start = wallInstant(day, '00:00');
    if (wallInstant(addDaysTo(day, 1), '00:00') - start === 24 * hour) continue;
    for (let at = start + hour; at <= start + 25 * hour; at += hour)
      if (offsetAt(at) !== offsetAt(at - hour)) found.add(at);
  }
  return [...found].filter((at) => at > now.getTime()).sort((a, b) => a - b);
}

const windowsOf = (dish: DishWindows): Windows[] => [dish.availability, dish.groupAvailability];

/**
 * The first instant from `now` on when the dish can be had (`now` itself when it can); null when its windows and
 * its group's never meet (Monday-only dish in a weekend-only group). For "available from Wednesday 11:00".
 */
export function nextAvailableFrom(dish: DishWindows, now: Date): Date | null {
  if (dishAvailableAt(dish, now)) return now;
  const next = candidatesAfter(windowsOf(dish), now).find((at) => dishAvailableAt(dish, new Date(at)));
  return next === undefined ? null : new Date(next);
}

/**
 * The first instant after `now` when any of these dishes becomes available or stops being so; null when none ever
 * changes (no windows at all). What is rendered from the menu for `now` is true until then, and no longer.
 */
export function nextAvailabilityChange(dishes: readonly DishWindows[], now: Date): Date | null {
  const timed = dishes.filter((dish) => windowsOf(dish).some((list) => list.length > 0));
  const states = (at: Date) => timed.map((dish) => dishAvailableAt(dish, at)).join();
  const before = states(now);
  const change = candidatesAfter(timed.flatMap(windowsOf), now).find((at) => states(new Date(at)) !== before);
  return change === undefined ? null : new Date(change);
}
