import { localDay } from '../restaurant/local-time.ts';
import type { OpeningHours } from '../restaurant/opening-hours.schemas.ts';
import { addDaysTo, closingAt, nextOpening, openedAt, wallInstant } from '../restaurant/opening-hours.ts';

/**
 * Issue 15's stock rules: a dish "sold out today" and a dish with a daily portion count. Both are about the
 * kitchen's day, in Budapest time, whatever the zone of the server.
 */

/**
 * When a dish marked sold out at `now` is orderable again: at the first opening (the moment the restaurant goes
 * from closed to open) that starts on a later local day than the one the kitchen is working: the day the opening
 * in progress began (a night shift past midnight is still the evening's), or today while closed. So a daily dish
 * sold out at 13:40 comes back tomorrow, not at the evening shift; one sold out at 01:00 during a 18:00–02:00
 * night comes back at 18:00 the same day; one marked at 08:00 before opening means "none today". When the
 * restaurant never opens again the mark ends at the next midnight, as "today" says.
 */
export function soldOutUntil(hours: OpeningHours, now: Date): Date {
  const workingDay = localDay(openedAt(hours, now) ?? now);
  let from = closingAt(hours, now) ?? now;
  for (;;) {
    const opening = nextOpening(hours, from);
    if (!opening) return new Date(wallInstant(addDaysTo(localDay(now), 1), '00:00'));
    if (localDay(opening) > workingDay) return opening;
    from = closingAt(hours, opening) ?? opening;
  }
}

/** Is the dish marked sold out at `now`? The mark ends by itself at its instant. */
export const isSoldOut = (soldOutUntil: Date | null, now: Date): boolean =>
  soldOutUntil !== null && soldOutUntil.getTime() > now.getTime();

/**
 * The local day an order's portions count against: its slot's day (a pre-order's own slot, an "as soon as
 * possible" order's the slot of its promised time), or the day it was placed when it has no slot (older orders).
 */
export const orderDayOf = (order: { slotAt: Date | null; orderDate: Date }): string =>
  localDay(order.slotAt ?? order.orderDate);

/** The instants of a local day, [from, to): the orders whose order day it is have their slot (or date) inside. */
export const localDayBounds = (day: string): { from: Date; to: Date } => ({
  from: new Date(wallInstant(day, '00:00')),
  to: new Date(wallInstant(addDaysTo(day, 1), '00:00')),
});

/** Portions left of a day's count after `ordered` were ordered for that day; null: the dish has no count. */
export const portionsLeft = (dailyPortions: number | null, ordered: number): number | null =>
  dailyPortions === null ? null : Math.max(0, dailyPortions - ordered);
