import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysTo, weekdayOf } from '../restaurant/weekdays.ts';
import { isoWeekSchema } from './lunch-menu.schemas.ts';
import { aroundYearEnds } from './lunch-week.arbitraries.ts';
import {
  copiedToNextWeek,
  isoWeekExists,
  lunchWeekProblem,
  mondayOf,
  nextWeek,
  previousWeek,
  weekdaysOf,
  weekOfDay,
} from './lunch-week.ts';

const runs = { numRuns: 200 };

describe('ISO weeks of the lunch menu', () => {
  it('puts a day in the week whose Monday to Sunday holds it, across year ends', () => {
    fc.assert(
      fc.property(aroundYearEnds, (day) => {
        const week = weekOfDay(day);
        const monday = mondayOf(week);
        expect(weekdayOf(monday)).toBe('MONDAY');
        expect(monday <= day && day <= addDaysTo(monday, 6)).toBe(true);
        expect(isoWeekExists(week)).toBe(true);
        // The week's year is its Thursday's.
        expect(week.slice(0, 4)).toBe(addDaysTo(monday, 3).slice(0, 4));
      }),
      runs,
    );
  });

  it('numbers consecutive weeks one apart within a year and restarts at 1, after week 52 or 53', () => {
    fc.assert(
      fc.property(aroundYearEnds, (day) => {
        const week = weekOfDay(day);
        const next = nextWeek(week);
        expect(mondayOf(next)).toBe(addDaysTo(mondayOf(week), 7));
        expect(previousWeek(next)).toBe(week);
        const [year, number] = [Number(week.slice(0, 4)), Number(week.slice(6))];
        if (next.slice(0, 4) === week.slice(0, 4)) expect(Number(next.slice(6))).toBe(number + 1);
        else expect([next, number >= 52]).toEqual([`${year + 1}-W01`, true]);
      }),
      runs,
    );
  });

  it('moves copied days to the same weekday of the next week, keeping the rest', () => {
    fc.assert(
      fc.property(aroundYearEnds, fc.subarray([0, 1, 2, 3, 4]), (day, picked) => {
        const week = weekOfDay(day);
        const days = picked.map((offset) => ({ date: weekdaysOf(week)[offset] as string, code: 'A' }));
        const copied = copiedToNextWeek(days);
        expect(copied.map((d) => weekOfDay(d.date))).toEqual(picked.map(() => nextWeek(week)));
        expect(copied.map((d) => weekdayOf(d.date))).toEqual(days.map((d) => weekdayOf(d.date)));
        expect(copied.map((d) => d.code)).toEqual(days.map(() => 'A'));
        expect(lunchWeekProblem(nextWeek(week), copied)).toBeUndefined();
      }),
      runs,
    );
  });

  it('knows the weeks around the turn of 2026 and 2027, and that 2025 has no week 53', () => {
    expect(weekOfDay('2026-12-31')).toBe('2026-W53');
    expect(weekOfDay('2027-01-03')).toBe('2026-W53');
    expect(weekOfDay('2027-01-04')).toBe('2027-W01');
    expect(weekOfDay('2024-12-30')).toBe('2025-W01');
    expect(weekdaysOf('2026-W48')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(weekdaysOf('2025-W01')[0]).toBe('2024-12-30');
    expect(previousWeek('2027-W01')).toBe('2026-W53');
    expect(previousWeek('2026-W01')).toBe('2025-W52');
    expect(isoWeekSchema.safeParse('2025-W53').success).toBe(false);
    expect(isoWeekSchema.safeParse('2026-W53').success).toBe(true);
    expect(isoWeekSchema.safeParse('2026-W54').success).toBe(false);
    expect(isoWeekSchema.safeParse('yesterday').success).toBe(false);
  });
});

describe("the days a week's lunch menu is saved with", () => {
  it('takes its Monday to Friday in any order', () => {
    const days = weekdaysOf('2026-W48')
      .reverse()
      .map((date) => ({ date }));
    expect(lunchWeekProblem('2026-W48', days)).toBeUndefined();
  });

  it('names the day outside the week, the weekend day and the day given twice', () => {
    const monday = { date: '2026-11-23' };
    expect(lunchWeekProblem('2026-W48', [monday, { date: '2026-11-30' }])).toMatchObject({
      field: 'days.1.date',
    });
    expect(lunchWeekProblem('2026-W48', [{ date: '2026-11-28' }])).toEqual({
      field: 'days.0.date',
      message: '2026-11-28 is a saturday',
    });
    expect(lunchWeekProblem('2026-W48', [monday, { date: '2026-11-24' }, monday])).toMatchObject({
      field: 'days.2.date',
    });
  });
});
