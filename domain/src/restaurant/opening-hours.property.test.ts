import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay } from './local-time.ts';
import { scenario } from './opening-hours.arbitraries.ts';
import { type OpeningHours, openingHoursSchema, weekdays } from './opening-hours.schemas.ts';
import {
  addDaysTo,
  isOpenAt,
  nextOpening,
  openingHoursProblems,
  preOrderDays,
  slotProblem,
  slotsOf,
} from './opening-hours.ts';

const minute = 60_000;

/** Independent of the slot code: the start of the open stretch an instant is in, walking back minute by minute. */
const openSince = (hours: OpeningHours, instant: number): number => {
  let start = instant;
  while (isOpenAt(hours, new Date(start - minute))) start -= minute;
  return start;
};

const runs = { numRuns: 60 };

describe('opening hours, over random hours, dates and instants', () => {
  it('generates valid hours (the properties below are about what staff can save)', () => {
    fc.assert(
      fc.property(scenario, ({ now, hours }) => {
        expect(openingHoursSchema.safeParse(hours).success).toBe(true);
        expect(openingHoursProblems(hours, now)).toEqual([]);
      }),
      runs,
    );
  });

  it('offers slots only inside an interval, at least the lead time ahead, on an allowed day', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ now, hours, settings }, pick) => {
        const today = localDay(now);
        const allowed = preOrderDays(hours, settings, now);
        const offered: Date[] = [];
        for (let offset = -1; offset <= settings.daysAhead + 1; offset++) {
          const day = addDaysTo(today, offset);
          const slots = slotsOf(day, hours, settings, now);
          expect(allowed.includes(day)).toBe(slots.length > 0);
          if (offset < 0 || offset > settings.daysAhead) expect(slots).toEqual([]);
          for (const slot of slots) {
            expect(localDay(slot)).toBe(day);
            expect(slot.getTime()).toBeGreaterThanOrEqual(now.getTime() + settings.leadMinutes * minute);
          }
          offered.push(...slots);
        }
        for (const slot of [offered[0], offered.at(-1)]) if (slot) expect(isOpenAt(hours, slot)).toBe(true);
        // Walking back minute by minute is slow: one slot per run is checked against its interval's start.
        const sample = offered[pick % Math.max(1, offered.length)];
        if (sample === undefined) return;
        expect(isOpenAt(hours, sample)).toBe(true);
        expect(
          (sample.getTime() - openSince(hours, sample.getTime())) % (settings.slotMinutes * minute),
        ).toBe(0);
      }),
      { numRuns: 25 },
    );
  }, 30_000);

  it('accepts exactly the slots it offers', () => {
    const probe = fc.tuple(scenario, fc.integer({ min: 0, max: 999 }), fc.integer({ min: -90, max: 90 }));
    fc.assert(
      fc.property(probe, ([{ now, hours, settings }, pick, shift]) => {
        const offered = preOrderDays(hours, settings, now).flatMap((day) =>
          slotsOf(day, hours, settings, now),
        );
        const near = offered[pick % Math.max(1, offered.length)] ?? now;
        const candidates = [near, new Date(near.getTime() + shift * minute), new Date(near.getTime() + 1000)];
        for (const candidate of candidates) {
          const isOffered = offered.some((slot) => slot.getTime() === candidate.getTime());
          expect(slotProblem(candidate, hours, settings, now) === undefined).toBe(isOffered);
        }
      }),
      runs,
    );
  });

  it('gives as next opening an open instant with nothing open between now and it', () => {
    const probe = fc.tuple(
      scenario,
      fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { maxLength: 20 }),
    );
    fc.assert(
      fc.property(probe, ([{ now, hours }, fractions]) => {
        const opening = nextOpening(hours, now);
        const everOpen =
          weekdays.some((day) => hours.weekly[day].length > 0) ||
          hours.specialDates.some((special) => special.intervals.length > 0);
        expect(opening === null).toBe(!everOpen);
        if (opening === null) return;
        expect(isOpenAt(hours, opening)).toBe(true);
        expect(opening.getTime()).toBeGreaterThanOrEqual(now.getTime());
        const gap = opening.getTime() - now.getTime();
        if (gap === 0) return;
        expect(isOpenAt(hours, now)).toBe(false);
        expect(isOpenAt(hours, new Date(opening.getTime() - 1))).toBe(false);
        for (const fraction of fractions)
          expect(isOpenAt(hours, new Date(now.getTime() + Math.floor(fraction * gap)))).toBe(false);
      }),
      runs,
    );
  });
});
