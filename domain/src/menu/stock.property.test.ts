import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay } from '../restaurant/local-time.ts';
import { scenario } from '../restaurant/opening-hours.arbitraries.ts';
import type { OpeningHours } from '../restaurant/opening-hours.schemas.ts';
import { addDaysTo, isOpenAt, wallInstant } from '../restaurant/opening-hours.ts';
import { localDayBounds, soldOutUntil } from './stock.ts';

const minute = 60_000;
const quarter = 15 * minute;

/** Independent of the opening rules: the start of the open stretch an instant is in, walking back by minutes. */
const openSince = (hours: OpeningHours, instant: number): number => {
  let start = instant;
  while (isOpenAt(hours, new Date(start - minute))) start -= minute;
  return start;
};

/** The kitchen's day at `now`: the day its opening in progress began, or today while closed. */
const workingDay = (hours: OpeningHours, now: Date) =>
  localDay(new Date(isOpenAt(hours, now) ? openSince(hours, now.getTime()) : now.getTime()));

describe('sold out today, over random hours and instants', () => {
  it('ends at an opening after now on a later day, with no such opening before it', () => {
    fc.assert(
      fc.property(scenario, ({ now, hours }) => {
        const until = soldOutUntil(hours, now);
        const day = workingDay(hours, now);
        expect(until.getTime()).toBeGreaterThan(now.getTime());
        const opens = isOpenAt(hours, until) && !isOpenAt(hours, new Date(until.getTime() - minute));
        if (opens) expect(localDay(until) > day).toBe(true);
        else expect(until).toEqual(new Date(wallInstant(addDaysTo(localDay(now), 1), '00:00')));
        // Sampled each quarter hour, every opening met before it (where it was closed the quarter before, or a
        // new day began) began on or before the kitchen's day, so no opening of a later day was skipped.
        let wasOpen = true;
        let previousDay = day;
        for (let t = now.getTime() + quarter; t < until.getTime(); t += quarter) {
          const open = isOpenAt(hours, new Date(t));
          const sampleDay = localDay(new Date(t));
          if (open && (!wasOpen || sampleDay !== previousDay) && sampleDay > day)
            expect(localDay(new Date(openSince(hours, t))) <= day).toBe(true);
          wasOpen = open;
          previousDay = sampleDay;
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('bounds every instant’s local day around it', () => {
    fc.assert(
      fc.property(scenario, ({ now }) => {
        const { from, to } = localDayBounds(localDay(now));
        expect(from.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(to.getTime()).toBeGreaterThan(now.getTime());
        expect(localDay(new Date(to.getTime() - 1))).toBe(localDay(now));
      }),
      { numRuns: 100 },
    );
  });
});
