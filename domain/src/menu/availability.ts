import { TZDate } from '@date-fns/tz';
import type { Language } from '../common/language.ts';
import { localDay, localTime } from '../restaurant/local-time.ts';
import { addDaysTo, wallInstant, weekdayOf } from '../restaurant/opening-hours.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';
import { weekdayNames } from '../restaurant/weekday-names.ts';
import { minutesOf, type Weekday, weekdays } from '../restaurant/weekdays.ts';
import type { AvailabilityWindow } from './availability.schemas.ts';

/**
 * The one rule of dishes that follow the clock (issue 31), the same in the browser and on the server, `now` always
 * given. A window is judged on the restaurant's wall clock (Budapest): a weekday and [from, to). An empty list is
 * "always". A dish is available when its own windows AND its group's allow it: a group's hours frame everything in
 * it (breakfast 08:00–11:00), a dish may narrow them further, never widen them. Kept free of zod (and of the
 * schemas' module at run time) because the public menu uses it.
 */

export type Windows = readonly AvailabilityWindow[];

/** What the rule needs of a dish: a Product has both. */
export interface DishWindows {
  availability: Windows;
  groupAvailability: Windows;
}

const minute = 60_000;
const hour = 60 * minute;
/** Windows repeat weekly; a week and a day covers every start or end after any instant. */
const horizonDays = 8;

/** Whether one list of windows allows an instant (empty: always). */
export function availableAt(windows: Windows, instant: Date): boolean {
  if (windows.length === 0) return true;
  const weekday = weekdayOf(localDay(instant));
  const minutes = minutesOf(localTime(instant));
  return windows.some(
    (w) => w.days.includes(weekday) && minutesOf(w.from) <= minutes && minutes < minutesOf(w.to),
  );
}

/** Whether a dish can be had at an instant: its own windows and its group's both allow it. */
export const dishAvailableAt = (dish: DishWindows, instant: Date): boolean =>
  availableAt(dish.availability, instant) && availableAt(dish.groupAvailability, instant);

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

const listsOf = (dish: DishWindows): Windows[] => [dish.availability, dish.groupAvailability];
const allowAll = (lists: readonly Windows[], at: Date) => lists.every((list) => availableAt(list, at));

/**
 * The first instant from `now` on when the dish can be had (`now` itself when it can); null when its windows and
 * its group's never meet (Monday-only dish in a weekend-only group). For "available from Wednesday 11:00".
 */
export function nextAvailableFrom(dish: DishWindows, now: Date): Date | null {
  const lists = listsOf(dish);
  if (allowAll(lists, now)) return now;
  const next = candidatesAfter(lists, now).find((at) => allowAll(lists, new Date(at)));
  return next === undefined ? null : new Date(next);
}

/**
 * The first instant after `now` when any of these dishes becomes available or stops being so; null when none ever
 * changes (no windows at all). What is rendered from the menu for `now` is true until then, and no longer.
 */
export function nextAvailabilityChange(dishes: readonly DishWindows[], now: Date): Date | null {
  const timed = dishes.map(listsOf).filter((lists) => lists.some((list) => list.length > 0));
  const states = (at: Date) => timed.map((lists) => allowAll(lists, at)).join();
  const before = states(now);
  const change = candidatesAfter(timed.flat(), now).find((at) => states(new Date(at)) !== before);
  return change === undefined ? null : new Date(change);
}

const everyDay: Record<Language, string> = { hu: 'minden nap', en: 'every day' };
const weekdaysWord: Record<Language, string> = { hu: 'hétköznap', en: 'weekdays' };

/** A window's days as a guest says them: "weekdays", "every day", runs as "Saturday–Sunday", others listed. */
function daysText(days: readonly Weekday[], language: Language): string {
  const indexes = [...new Set(days.map((day) => weekdays.indexOf(day)))].sort((a, b) => a - b);
  if (indexes.length === 7) return everyDay[language];
  if (indexes.join() === '0,1,2,3,4') return weekdaysWord[language];
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const name = (index: number) => weekdayNames[language][weekdays[index] as Weekday];
  return runs
    .map((run) =>
      run.length === 1 ? name(run[0] as number) : `${name(run[0] as number)}–${name(run.at(-1) as number)}`,
    )
    .join(', ');
}

/**
 * A list of windows in words, without a verb so each screen frames it ("available …", "kapható …"): "weekdays
 * 11:00–15:00", "szombat–vasárnap 09:00–12:00"; several windows joined with "; ". Empty for an empty list.
 */
export const availabilityText = (windows: Windows, language: Language): string =>
  windows.map((w) => `${daysText(w.days, language)} ${w.from}–${w.to}`).join('; ');

/**
 * The windows in which both lists allow: each pair's common days from the later start to the earlier end. Null when
 * they never meet (an empty list would read "always").
 */
export function commonWindows(dish: DishWindows): AvailabilityWindow[] | null {
  const { availability: own, groupAvailability: group } = dish;
  if (own.length === 0 || group.length === 0) return [...own, ...group];
  const common = own.flatMap((a) =>
    group.flatMap((b) => {
      const days = a.days.filter((day) => b.days.includes(day));
      const [from, to] = [[a.from, b.from].sort()[1], [a.to, b.to].sort()[0]] as [string, string];
      return days.length > 0 && from < to ? [{ days, from, to }] : [];
    }),
  );
  return common.length > 0 ? common : null;
}

/**
 * A dish's hours in words: where its own windows and its group's meet, so the guest reads one answer; its own when
 * they never meet (nothing to order then, but the page still says what staff set).
 */
export const dishAvailabilityText = (dish: DishWindows, language: Language): string =>
  availabilityText(commonWindows(dish) ?? dish.availability, language);
