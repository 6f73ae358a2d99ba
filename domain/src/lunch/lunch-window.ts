import { instantOf, localDay } from '../restaurant/local-time.ts';
import { weekOfDay } from './lunch-week.ts';

/**
 * When a lunch menu variant can be ordered (issue 31): inside its day's lunch window, on the restaurant's clock
 * (Budapest). The checkout refuses an order outside it and the lunch page offers the same; both give `now`.
 */

/** The ISO week an instant is in, on the restaurant's calendar. */
export const weekOf = (instant: Date): string => weekOfDay(localDay(instant));

/** A day of the lunch menu as the window rule reads it: its date and its lunch window, local times. */
export interface LunchDayWindow {
  date: string;
  window: { from: string; to: string };
}

/** The instants a day's lunch window opens and closes ([start, end)). */
export const lunchWindowOf = ({ date, window }: LunchDayWindow) => ({
  start: instantOf(date, window.from),
  end: instantOf(date, window.to),
});

/**
 * Whether a variant of this day can be ordered for `instant` (now, or the slot of a pre-order): inside its day's
 * lunch window on that very date, half-open as the opening hours are (at `to` lunch is over).
 */
export function lunchOrderableAt(day: LunchDayWindow, instant: Date): boolean {
  const { start, end } = lunchWindowOf(day);
  return instant >= start && instant < end;
}

/** When the day's lunch window opens next after `instant`: its start, or null once it has opened (or ended). */
export function nextLunchWindowStart(day: LunchDayWindow, instant: Date): Date | null {
  const { start } = lunchWindowOf(day);
  return instant < start ? start : null;
}
