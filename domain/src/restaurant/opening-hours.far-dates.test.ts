import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soldOutUntil } from '../menu/stock.ts';
import { instantOf, localDay } from './local-time.ts';
import { scenario } from './opening-hours.arbitraries.ts';
import { defaultWeeklyHours } from './opening-hours.defaults.ts';
import { maxSpecialDates, type OpeningHours, openingHoursSchema, weekdays } from './opening-hours.schemas.ts';
import {
  addDaysTo,
  isOpenAt,
  nextOpening,
  nextOpeningSearchDays,
  openingHoursProblems,
  specialDatesAheadDays,
} from './opening-hours.ts';

/** Issue 28: special dates far ahead are refused, and those stored before the rule never make a search long. */

const hour = 60 * 60_000;
const day = 24 * hour;
const at = (date: string, time: string) => instantOf(date, time);
const now = at('2026-11-20', '12:00');
const special = (date: string, intervals: OpeningHours['weekly']['MONDAY'] = []) => ({
  date,
  label: 'Egyedi',
  labelEnglish: 'Special',
  intervals,
});
const neverOpen = Object.fromEntries(
  weekdays.map((weekday) => [weekday, [] as OpeningHours['weekly']['MONDAY']]),
) as OpeningHours['weekly'];
const lunch = [{ from: '11:00', to: '15:00' }];

describe('special dates, bounded', () => {
  it('takes one two years ahead and names the day after it, on its own date field', () => {
    const last = addDaysTo('2026-11-20', specialDatesAheadDays);
    expect(last).toBe('2028-11-20');
    const hours = {
      weekly: defaultWeeklyHours,
      specialDates: [special('2026-12-24'), special(last), special('2028-11-21'), special('2999-12-31')],
    };
    expect(openingHoursProblems(hours, now)).toEqual([
      { path: ['specialDates', 2, 'date'], message: 'tooFarAhead' },
      { path: ['specialDates', 3, 'date'], message: 'tooFarAhead' },
    ]);
  });

  it('takes 100 of them and names the list of 101', () => {
    const dates = (count: number) =>
      Array.from({ length: count }, (_, index) => special(addDaysTo('2026-11-21', index * 7)));
    expect(
      openingHoursSchema.safeParse({ weekly: defaultWeeklyHours, specialDates: dates(100) }).success,
    ).toBe(true);
    const refused = openingHoursSchema.safeParse({ weekly: defaultWeeklyHours, specialDates: dates(101) });
    expect(refused.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'specialDates: tooManySpecialDates',
    ]);
    expect(maxSpecialDates).toBe(100);
  });
});

describe('the next opening, bounded', () => {
  it('is found on the last day of the search and not on the day after', () => {
    const lastDay = addDaysTo('2026-11-20', nextOpeningSearchDays);
    const openOn = (date: string) => ({ weekly: neverOpen, specialDates: [special(date, lunch)] });
    expect(nextOpening(openOn(lastDay), now)).toEqual(at(lastDay, '11:00'));
    expect(nextOpening(openOn(addDaysTo(lastDay, 1)), now)).toBeNull();
  });

  it('answers at once with a special date stored in 2999, open or closed, and so does "sold out today"', () => {
    const started = performance.now();
    const open2999 = {
      weekly: neverOpen,
      specialDates: [special('2999-12-30', lunch), special('2999-12-31')],
    };
    expect(nextOpening(open2999, now)).toBeNull();
    const closed2999 = { weekly: defaultWeeklyHours, specialDates: [special('2999-12-31')] };
    expect(nextOpening(closed2999, at('2026-11-20', '23:00'))).toEqual(at('2026-11-21', '11:00'));
    // Marked at 13:40 on a Friday: back on Saturday at opening, as without the far date.
    expect(soldOutUntil(closed2999, at('2026-11-20', '13:40'))).toEqual(at('2026-11-21', '11:00'));
    expect(soldOutUntil(open2999, at('2026-11-20', '13:40'))).toEqual(at('2026-11-21', '00:00'));
    // Before the bound this took seconds (14 s for 2999 in the issue's probe) and then threw a RangeError.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

/** The scenario's hours with up to 400 special dates anywhere up to 2999 (a list stored before the bound). */
const farScenario = fc
  .tuple(scenario, fc.array(fc.tuple(fc.integer({ min: 0, max: 400_000 }), fc.boolean()), { maxLength: 400 }))
  .map(([{ now: moment, hours }, extra]) => {
    const today = localDay(moment);
    const dates = [
      ...hours.specialDates,
      ...extra.map(([offset, open]) =>
        special(addDaysTo(today, Math.min(offset, 356_000)), open ? lunch : []),
      ),
    ];
    // Each date once, the scenario's own first (as a stored list has them).
    const specialDates = dates.filter(
      (date, index) => dates.findIndex((other) => other.date === date.date) === index,
    );
    return { now: moment, hours: { ...hours, specialDates } };
  });

describe('the next opening, over random hours and special dates however far', () => {
  it('never throws, and answers an open instant within its bound or null when nothing opens that soon', () => {
    const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(farScenario, fc.array(fraction, { maxLength: 10 }), ({ now: moment, hours }, fractions) => {
        const opening = nextOpening(hours, moment);
        const from = moment.getTime();
        if (opening) {
          expect(isOpenAt(hours, opening)).toBe(true);
          expect(opening.getTime()).toBeGreaterThanOrEqual(from);
          // The last day searched ends at most a day (and a clock change) after the bound's days.
          expect(opening.getTime()).toBeLessThan(from + (nextOpeningSearchDays + 1) * day + hour);
        }
        // Closed until the answer, or through the bound's days when there is none.
        const until = opening?.getTime() ?? from + (nextOpeningSearchDays - 1) * day;
        for (const part of fractions)
          if (until > from)
            expect(isOpenAt(hours, new Date(from + Math.floor(part * (until - from))))).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
