import type { Language } from '../common/language.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';
import { weekdayNames } from '../restaurant/weekday-names.ts';
import { minutesOf, type Weekday, weekdays } from '../restaurant/weekdays.ts';
import type { AvailabilityWindow } from './availability.schemas.ts';

/**
 * The one rule of dishes that follow the clock (issue 31), the same in the browser and on the server, `now` always
 * given. A window is judged on the restaurant's wall clock (Budapest): a weekday and [from, to). An empty list is
 * "always". A dish is available when its own windows AND its group's allow it: a group's hours frame everything in
 * it (breakfast 08:00–11:00), a dish may narrow them further, never widen them. The menu's cards use it, so it reads
 * the wall clock through the browser's Intl and imports neither zod nor a date library; when a dish's availability
 * changes next is in availability-changes.ts.
 */

export type Windows = readonly AvailabilityWindow[];

/** What the rule needs of a dish: a Product has both. */
export interface DishWindows {
  availability: Windows;
  groupAvailability: Windows;
}

const wallParts = new Intl.DateTimeFormat('en-US', {
  timeZone: restaurantTimeZone,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayOfShort = new Map(weekdays.map((day) => [day.charAt(0) + day.slice(1, 3).toLowerCase(), day]));

/** The restaurant's weekday and minute of the day at an instant. */
function wallClock(instant: Date): { weekday: Weekday | undefined; minutes: number } {
  const parts = new Map(wallParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    weekday: weekdayOfShort.get(parts.get('weekday') ?? ''),
    minutes: Number(parts.get('hour')) * 60 + Number(parts.get('minute')),
  };
}

/** Whether one list of windows allows an instant (empty: always). */
export function availableAt(windows: Windows, instant: Date): boolean {
  if (windows.length === 0) return true;
  const { weekday, minutes } = wallClock(instant);
  return windows.some(
    (w) =>
      weekday !== undefined &&
      w.days.includes(weekday) &&
      minutesOf(w.from) <= minutes &&
      minutes < minutesOf(w.to),
  );
}

/** Whether a dish can be had at an instant: its own windows and its group's both allow it. */
export const dishAvailableAt = (dish: DishWindows, instant: Date): boolean =>
  availableAt(dish.availability, instant) && availableAt(dish.groupAvailability, instant);

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
