import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moment } from '../restaurant/opening-hours.arbitraries.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';
import { weekdays } from '../restaurant/weekdays.ts';
import { aDish, aWindow } from './availability.arbitraries.ts';
import { availabilitySchema } from './availability.schemas.ts';
import {
  availableAt,
  commonWindows,
  type DishWindows,
  dishAvailableAt,
  nextAvailabilityChange,
  nextAvailableFrom,
} from './availability.ts';

const minute = 60_000;
const runs = { numRuns: 200 };

/** Independent of the rule's date library: the Budapest weekday and minute of an instant as Intl says them. */
const wall = new Intl.DateTimeFormat('en-GB', {
  timeZone: restaurantTimeZone,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function reference(windows: DishWindows['availability'], instant: Date): boolean {
  const parts = Object.fromEntries(wall.formatToParts(instant).map((part) => [part.type, part.value]));
  const weekday = weekdays.find((day) => day === parts.weekday?.toUpperCase());
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const within = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return (
    windows.length === 0 ||
    windows.some(
      (w) => weekday && w.days.includes(weekday) && within(w.from) <= minutes && minutes < within(w.to),
    )
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
