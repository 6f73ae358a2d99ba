import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay, localTime } from '../restaurant/local-time.ts';
import { moment } from '../restaurant/opening-hours.arbitraries.ts';
import { weekdayOf } from '../restaurant/opening-hours.ts';
import { minutesOf } from '../restaurant/weekdays.ts';
import { aDish, aWindow } from './availability.arbitraries.ts';
import { availabilitySchema } from './availability.schemas.ts';
import { availableAt, commonWindows, type DishWindows, dishAvailableAt } from './availability.ts';
import { nextAvailabilityChange, nextAvailableFrom } from './availability-changes.ts';

const minute = 60_000;
const runs = { numRuns: 200 };

/** Independent of the rule's Intl reading: the Budapest weekday and minute of an instant as the date library says. */
function reference(windows: DishWindows['availability'], instant: Date): boolean {
  const weekday = weekdayOf(localDay(instant));
  const minutes = minutesOf(localTime(instant));
  return (
    windows.length === 0 ||
    windows.some((w) => w.days.includes(weekday) && minutesOf(w.from) <= minutes && minutes < minutesOf(w.to))
  );
}

/** Instants between two, the minute before the second included (windows start and end on whole minutes). */
const between = (from: Date, to: Date, picks: number[]) => [
  ...picks.map((pick) => new Date(from.getTime() + (pick % Math.max(1, to.getTime() - from.getTime())))),
  new Date(to.getTime() - minute),
];

describe('dishes that follow the clock, over random windows and instants (midnight and the clock changes too)', () => {
  it('generates windows staff can save', () => {
    fc.assert(
      fc.property(fc.array(aWindow, { maxLength: 14 }), (windows) => {
        expect(availabilitySchema.safeParse(windows).success).toBe(true);
      }),
      runs,
    );
  });

  it('allows exactly the instants whose Budapest weekday and time fall in a window', () => {
    fc.assert(
      fc.property(fc.array(aWindow, { maxLength: 3 }), moment, (windows, instant) => {
        expect(availableAt(windows, instant)).toBe(reference(windows, instant));
      }),
      runs,
    );
  });

  it('allows a dish where the common windows of the dish and its group allow it', () => {
    fc.assert(
      fc.property(aDish, moment, (dish, instant) => {
        const common = commonWindows(dish);
        expect(dishAvailableAt(dish, instant)).toBe(common !== null && availableAt(common, instant));
      }),
      runs,
    );
  });

  it('finds the first available instant: available there, at no instant before it', () => {
    fc.assert(
      fc.property(aDish, moment, fc.array(fc.nat(), { maxLength: 5 }), (dish, now, picks) => {
        const next = nextAvailableFrom(dish, now);
        const common = commonWindows(dish);
        expect(next === null).toBe(common === null);
        if (!next) return;
        expect(next.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(dishAvailableAt(dish, next)).toBe(true);
        if (next > now)
          for (const t of between(now, next, picks)) expect(dishAvailableAt(dish, t)).toBe(false);
      }),
      runs,
    );
  });

  it('finds the next change of any dish: nothing changes before it, something at it', () => {
    const dishes = fc.array(aDish, { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(dishes, moment, fc.array(fc.nat(), { maxLength: 5 }), (list, now, picks) => {
        const change = nextAvailabilityChange(list, now);
        const states = (t: Date) => list.map((dish) => dishAvailableAt(dish, t));
        if (!change) {
          const weekLater = new Date(now.getTime() + 8 * 24 * 60 * minute);
          for (const t of between(now, weekLater, picks)) expect(states(t)).toEqual(states(now));
          return;
        }
        expect(change > now).toBe(true);
        for (const t of between(now, change, picks)) expect(states(t)).toEqual(states(now));
        expect(states(change)).not.toEqual(states(now));
      }),
      runs,
    );
  });
});
