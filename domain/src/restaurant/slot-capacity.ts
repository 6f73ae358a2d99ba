import { localDay, localTime } from './local-time.ts';
import type { OpeningHours, ScheduleSettings } from './opening-hours.schemas.ts';
import { addDaysTo, slotGrid, weekdayOf } from './opening-hours.ts';

/**
 * Slot capacity (issue 14): at most so many orders per slot, optionally different per weekday. A pre-order counts
 * against its own slot, an "as soon as possible" order against the slot its promised time falls in.
 */

/** How many orders a slot of this local day takes; null: no limit. */
export function capacityOn(settings: ScheduleSettings, day: string): number | null {
  const byDay = settings.capacityByWeekday[weekdayOf(day)];
  return byDay === undefined ? settings.capacityPerSlot : byDay;
}

/**
 * The slot an instant counts against: the latest slot of its day (or, just after midnight, of the day before)
 * that starts at or before it. A promise after the last slot counts against the last slot; one before any slot
 * (the kitchen opened early on a special date, say) against the instant itself.
 */
export function slotOfInstant(instant: Date, hours: OpeningHours, settings: ScheduleSettings): Date {
  const day = localDay(instant);
  const t = instant.getTime();
  const earlier = [...slotGrid(addDaysTo(day, -1), hours, settings), ...slotGrid(day, hours, settings)]
    .map((slot) => slot.getTime())
    .filter((slot) => slot <= t);
  return new Date(earlier.length === 0 ? t - (t % 60_000) : Math.max(...earlier));
}

export type SlotOffer = { time: string; at: string; available: boolean };

/**
 * The pay form's slots of a day: each offered slot with whether it still has room. `taken` counts the orders
 * already in each slot (by its instant in milliseconds); `notBefore` (the end of a pause) closes earlier slots.
 */
export function slotOffers(
  slots: Date[],
  taken: ReadonlyMap<number, number>,
  capacity: number | null,
  notBefore: Date | null = null,
): SlotOffer[] {
  return slots.map((slot) => ({
    time: localTime(slot),
    at: slot.toISOString(),
    available:
      (capacity === null || (taken.get(slot.getTime()) ?? 0) < capacity) &&
      (notBefore === null || slot.getTime() >= notBefore.getTime()),
  }));
}
