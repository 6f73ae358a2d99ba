import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, localDay, localTime } from '../restaurant/local-time.ts';
import { weekdayOf } from '../restaurant/weekdays.ts';
import { aroundYearEnds } from './lunch-week.arbitraries.ts';
import { lunchOrderableAt, nextLunchWindowStart, weekOf } from './lunch-window.ts';

const runs = { numRuns: 200 };

describe('the week of an instant', () => {
  it('takes the week of an instant on the Budapest calendar: Sunday 23:30 there is still last week', () => {
    expect(weekOf(instantOf('2026-11-29', '23:30'))).toBe('2026-W48');
    expect(weekOf(instantOf('2026-11-30', '00:10'))).toBe('2026-W49');
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
