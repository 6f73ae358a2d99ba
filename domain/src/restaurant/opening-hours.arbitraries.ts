import fc from 'fast-check';
import { instantOf, localDay } from './local-time.ts';
import type { OpeningHours, OpeningInterval, ScheduleSettings } from './opening-hours.schemas.ts';
import { weekdays } from './opening-hours.schemas.ts';
import { addDaysTo } from './opening-hours.ts';

/** Random opening hours, dates and instants for the property tests of the schedule rules (fast-check). */

const minute = 60_000;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A day's intervals: split shifts between 06:00 and midnight, the last one sometimes running into the next
 * night until before 06:00, so random hours stay valid (nights never reach the next day's first interval).
 */
const dayIntervals: fc.Arbitrary<OpeningInterval[]> = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 6 * 60, max: 24 * 60 - 1 }), { maxLength: 6 }),
    fc.option(fc.integer({ min: 0, max: 6 * 60 - 1 })),
  )
  .map(([cuts, night]) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const intervals: OpeningInterval[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2)
      intervals.push({ from: clock(sorted[i] as number), to: clock(sorted[i + 1] as number) });
    const lastFrom = sorted.length % 2 === 1 ? sorted.at(-1) : undefined;
    if (lastFrom !== undefined && night !== null)
      intervals.push({ from: clock(lastFrom), to: clock(night), endsNextDay: true });
    return intervals;
  });

/** Any moment of two years, or one within the weekends the clocks change (Saturday noon to Monday noon). */
const dstWeekends = ['2026-03-28', '2026-10-24', '2027-03-27', '2027-10-30'];
export const moment = fc.oneof(
  fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc
    .tuple(fc.constantFrom(...dstWeekends), fc.integer({ min: 0, max: 48 * 60 }))
    .map(([day, offset]) => new Date(instantOf(day, '12:00').getTime() + offset * minute)),
);

/** Random weekly hours, special dates in the days just after `now`, settings and `now`. */
export const scenario = fc
  .record({
    now: moment,
    weekly: fc.tuple(...weekdays.map(() => dayIntervals)),
    specials: fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), dayIntervals), { maxLength: 3 }),
    settings: fc.record({
      leadMinutes: fc.integer({ min: 0, max: 300 }),
      slotMinutes: fc.constantFrom(5, 10, 15, 20, 25, 30, 45, 60),
      daysAhead: fc.integer({ min: 0, max: 4 }),
      firstSlotAfterOpeningMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 240 })),
      capacityPerSlot: fc.constant(null),
      capacityByWeekday: fc.constant({}),
    }),
  })
  .map(({ now, weekly, specials, settings }) => {
    const today = localDay(now);
    const specialDates = specials
      .map(([offset, intervals]) => ({
        date: addDaysTo(today, offset),
        label: 'Egyedi',
        labelEnglish: 'Special',
        intervals,
      }))
      .filter((special, index, all) => all.findIndex((other) => other.date === special.date) === index);
    const hours: OpeningHours = {
      weekly: Object.fromEntries(
        weekdays.map((day, index) => [day, weekly[index]]),
      ) as OpeningHours['weekly'],
      specialDates,
    };
    return { now, hours, settings: settings as ScheduleSettings };
  });
