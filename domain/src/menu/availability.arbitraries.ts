import fc from 'fast-check';
import { weekdays } from '../restaurant/weekdays.ts';
import type { AvailabilityWindow } from './availability.schemas.ts';

/** Random windows for the property tests of dishes that follow the clock (fast-check). */

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A minute of the day, often around midnight and the hours the clocks change (02:00–03:00). */
const minuteOfDay = fc.oneof(
  fc.integer({ min: 0, max: 24 * 60 - 1 }),
  fc.integer({ min: 0, max: 4 * 60 }),
  fc.integer({ min: 23 * 60, max: 24 * 60 - 1 }),
);

export const aWindow: fc.Arbitrary<AvailabilityWindow> = fc
  .record({
    days: fc.uniqueArray(fc.constantFrom(...weekdays), { minLength: 1, maxLength: 7 }),
    ends: fc.uniqueArray(minuteOfDay, { minLength: 2, maxLength: 2 }),
  })
  .map(({ days, ends }) => {
    const [from, to] = [...ends].sort((a, b) => a - b) as [number, number];
    return { days, from: clock(from), to: clock(to) };
  });

/** A dish's windows and its group's, each list often empty (always). */
export const aDish = fc.record({
  availability: fc.array(aWindow, { maxLength: 3 }),
  groupAvailability: fc.oneof(fc.constant([]), fc.array(aWindow, { maxLength: 2 })),
});
