import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, localDay, localTime } from '../restaurant/local-time.ts';
import { addDaysTo, weekdayOf } from '../restaurant/opening-hours.ts';
import { isoWeekSchema } from './lunch-menu.schemas.ts';
import {
  copiedToNextWeek,
  isoWeekExists,
  lunchOrderableAt,
  lunchWeekProblem,
  mondayOf,
  nextLunchWindowStart,
  nextWeek,
  previousWeek,
  weekdaysOf,
  weekOf,
  weekOfDay,
} from './lunch-week.ts';

const runs = { numRuns: 200 };
/** Any day from 1990 to 2100, as yyyy-MM-dd. */
const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
/** The last and first ten days of a year, where ISO weeks cross it. */
const yearEndDay = fc
  .record({ year: fc.integer({ min: 1990, max: 2100 }), offset: fc.integer({ min: -10, max: 9 }) })
  .map(({ year, offset }) => addDaysTo(`${year}-01-01`, offset));
const aroundYearEnds = fc.oneof(anyDay, yearEndDay);

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

  it('takes the week of an instant on the Budapest calendar: Sunday 23:30 there is still last week', () => {
    expect(weekOf(instantOf('2026-11-29', '23:30'))).toBe('2026-W48');
    expect(weekOf(instantOf('2026-11-30', '00:10'))).toBe('2026-W49');
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

describe('the lunch window', () => {
  const day = { date: '2026-11-25', window: { from: '11:00', to: '15:00' } };

  it('is open from its start to just before its end, on its date only', () => {
    expect(lunchOrderableAt(day, instantOf('2026-11-25', '10:59'))).toBe(false);
    expect(lunchOrderableAt(day, instantOf('2026-11-25', '11:00'))).toBe(true);
    expect(lunchOrderableAt(day, instantOf('2026-11-25', '14:59'))).toBe(true);
    expect(lunchOrderableAt(day, instantOf('2026-11-25', '15:00'))).toBe(false);
    expect(lunchOrderableAt(day, instantOf('2026-11-25', '15:05'))).toBe(false);
    expect(lunchOrderableAt(day, instantOf('2026-11-26', '12:00'))).toBe(false);
  });

  it('says when it opens next: the start before it, nothing once it has opened', () => {
    expect(nextLunchWindowStart(day, instantOf('2026-11-24', '21:30'))).toEqual(
      instantOf('2026-11-25', '11:00'),
    );
    expect(nextLunchWindowStart(day, instantOf('2026-11-25', '11:00'))).toBeNull();
  });

  const clockOf = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const minuteOfDay = fc.integer({ min: 0, max: 23 * 60 + 59 });
  const dayAndWindow = fc
    .record({ date: aroundYearEnds, a: minuteOfDay, b: minuteOfDay })
    .filter(({ a, b }) => a !== b)
    .map(({ date, a, b }) => ({
      date,
      window: { from: clockOf(Math.min(a, b)), to: clockOf(Math.max(a, b)) },
    }));
  // Instants spread over the day before, the day and the day after, every minute of the Budapest clock (DST too).
  const instantNear = (date: string) =>
    fc
      .integer({ min: -24 * 60, max: 2 * 24 * 60 })
      .map((m) => new Date(instantOf(date, '00:00').getTime() + m * 60_000));

  it('orders exactly the instants whose Budapest date is the day and whose clock is in [from, to)', () => {
    fc.assert(
      fc.property(
        dayAndWindow.chain((d) => fc.tuple(fc.constant(d), instantNear(d.date))),
        ([d, instant]) => {
          const start = instantOf(d.date, d.window.from);
          expect(lunchOrderableAt(d, instant)).toBe(
            instant >= start && instant < instantOf(d.date, d.window.to),
          );
          const next = nextLunchWindowStart(d, instant);
          expect(next === null ? instant >= start : next > instant).toBe(true);
          // The clocks change on a Sunday night only; any other day every local time is one instant.
          if (weekdayOf(d.date) === 'SUNDAY') return;
          const time = localTime(instant);
          const inside = localDay(instant) === d.date && time >= d.window.from && time < d.window.to;
          expect(lunchOrderableAt(d, instant)).toBe(inside);
          if (next) expect(lunchOrderableAt(d, next)).toBe(true);
        },
      ),
      runs,
    );
  });
});
