import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, localDay } from '../restaurant/local-time.ts';
import { addDaysTo, weekdayOf } from '../restaurant/weekdays.ts';
import {
  daysIn,
  daysOf,
  maxReportDays,
  monthEnd,
  presetRange,
  previousPeriod,
  rangeProblem,
  wholeMonthsIn,
} from './report-range.ts';
import { reportQuerySchema } from './reports.schemas.ts';

const runs = { numRuns: 200 };
/** Days from 2020 to 2031: leap years, DST changes and year ends included. */
const day = fc.integer({ min: 0, max: 12 * 366 }).map((offset) => addDaysTo('2020-01-01', offset));
const range = fc
  .tuple(day, fc.integer({ min: 0, max: maxReportDays - 1 }))
  .map(([from, length]) => ({ from, to: addDaysTo(from, length) }));

describe('report ranges', () => {
  it('hold every day from `from` to `to` once, in order', () => {
    fc.assert(
      fc.property(range, (r) => {
        const days = daysOf(r);
        expect(days).toHaveLength(daysIn(r));
        expect(days[0]).toBe(r.from);
        expect(days.at(-1)).toBe(r.to);
        for (const [index, d] of days.entries())
          if (index > 0) expect(d).toBe(addDaysTo(days[index - 1] ?? '', 1));
      }),
      runs,
    );
  });

  it('compare with the period of equal length that ends the day before `from`', () => {
    fc.assert(
      fc.property(range, (r) => {
        const previous = previousPeriod(r);
        expect(daysIn(previous)).toBe(daysIn(r));
        expect(addDaysTo(previous.to, 1)).toBe(r.from);
        expect(rangeProblem(previous)).toBeUndefined();
      }),
      runs,
    );
  });

  it('answer at most three years, leap day included, and never backwards', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 2 * maxReportDays }), (from, length) => {
        const to = addDaysTo(from, length);
        const problem = rangeProblem({ from, to });
        if (length < 0) expect(problem).toEqual({ field: 'to', problem: 'reversed' });
        else if (length + 1 > maxReportDays) expect(problem).toEqual({ field: 'to', problem: 'tooLong' });
        else expect(problem).toBeUndefined();
        expect(reportQuerySchema.safeParse({ from, to }).success).toBe(problem === undefined);
      }),
      runs,
    );
    expect(daysIn({ from: '2023-11-02', to: '2026-11-01' })).toBe(maxReportDays);
  });

  it('split into the calendar months lying wholly inside them', () => {
    fc.assert(
      fc.property(range, (r) => {
        const months = wholeMonthsIn(r);
        for (const [index, month] of months.entries()) {
          expect(month.from.endsWith('-01')).toBe(true);
          expect(month.to).toBe(monthEnd(month.from));
          expect(month.from >= r.from && month.to <= r.to).toBe(true);
          if (index > 0) expect(month.from).toBe(addDaysTo(months[index - 1]?.to ?? '', 1));
        }
        // No whole month is left out before the first or after the last.
        const firstStart = r.from.endsWith('-01') ? r.from : addDaysTo(monthEnd(r.from), 1);
        expect(months.length > 0).toBe(monthEnd(firstStart) <= r.to);
      }),
      runs,
    );
  });

  it('ready-made ranges hold today, a week from Monday, a month from the first', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 24 * 60 - 1 }), (today, minute) => {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const now = instantOf(today, time);
        const local = localDay(now);
        expect(presetRange('today', now)).toEqual({ from: local, to: local });
        const week = presetRange('week', now);
        expect(weekdayOf(week.from)).toBe('MONDAY');
        expect(daysIn(week)).toBe(7);
        expect(week.from <= local && local <= week.to).toBe(true);
        const month = presetRange('month', now);
        expect(month.from).toBe(`${local.slice(0, 7)}-01`);
        expect(addDaysTo(month.to, 1).endsWith('-01')).toBe(true);
        expect(month.to.slice(0, 7)).toBe(local.slice(0, 7));
      }),
      runs,
    );
  });
});
