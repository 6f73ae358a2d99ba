import { lunchOrderableAt, nextLunchWindowStart } from '@konyha/domain/lunch/lunch-window';
import { describe, expect, it } from 'vitest';
import { restaurantDay } from '../../lib/restaurantDay.ts';
import { dayState, shownWeek } from './dayState.ts';
import { day } from './testing.ts';

describe('a lunch day’s state', () => {
  it('agrees with the domain’s window rule minute by minute, across a clock change and the window’s ends', () => {
    // 29 March 2026: Budapest moves from UTC+1 to UTC+2 at 02:00; a window from 01:30 to 03:30 spans the jump.
    for (const [date, window] of [
      ['2026-03-29', { from: '01:30', to: '03:30' }],
      ['2026-11-25', { from: '11:00', to: '15:00' }],
    ] as const) {
      const lunch = { ...day(date, []), window };
      for (let minute = -24 * 60; minute < 48 * 60; minute += 7) {
        const now = new Date(Date.parse(`${date}T00:00:00Z`) + minute * 60_000);
        const today = restaurantDay(now);
        const state = dayState(lunch, today, now);
        if (today !== date) continue;
        expect(state === 'open', now.toISOString()).toBe(lunchOrderableAt(lunch, now));
        expect(state === 'before', now.toISOString()).toBe(nextLunchWindowStart(lunch, now) !== null);
      }
    }
  });

  it('says a day gone is past and a day to come is later', () => {
    const now = new Date('2026-11-25T11:00:00Z');
    expect(dayState(day('2026-11-24', []), '2026-11-25', now)).toBe('past');
    expect(dayState(day('2026-11-26', []), '2026-11-25', now)).toBe('later');
  });

  it('shows the week of a weekday, and the coming week at the weekend', () => {
    expect(shownWeek('2026-11-23')).toBe('2026-W48');
    expect(shownWeek('2026-11-27')).toBe('2026-W48');
    expect(shownWeek('2026-11-28')).toBe('2026-W49');
    expect(shownWeek('2026-11-29')).toBe('2026-W49');
    expect(shownWeek('2026-12-28')).toBe('2026-W53');
  });
});
