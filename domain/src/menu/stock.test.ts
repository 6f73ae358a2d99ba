import { describe, expect, it } from 'vitest';
import { instantOf } from '../restaurant/local-time.ts';
import { defaultWeeklyHours } from '../restaurant/opening-hours.defaults.ts';
import type { OpeningHours } from '../restaurant/opening-hours.schemas.ts';
import { aWeekOfShifts } from '../testing/opening-hours.fixture.ts';
import { isSoldOut, localDayBounds, orderDayOf, portionsLeft, soldOutUntil } from './stock.ts';

const at = (day: string, time: string) => instantOf(day, time);
const everyDay: OpeningHours = { weekly: defaultWeeklyHours, specialDates: [] };
/** Monday 16 November 2026 has lunch and dinner; Friday and Saturday nights run to 02:00; Sunday is closed. */
const shifts: OpeningHours = {
  weekly: aWeekOfShifts(),
  specialDates: [],
};

describe('sold out today: back at the next opening on a later day', () => {
  it('brings a dish sold out at 13:40 back at tomorrow’s opening', () => {
    expect(soldOutUntil(everyDay, at('2026-11-18', '13:40'))).toEqual(at('2026-11-19', '11:00'));
  });

  it('skips the evening shift of the same day, also between the shifts', () => {
    expect(soldOutUntil(shifts, at('2026-11-16', '13:40'))).toEqual(at('2026-11-17', '11:00'));
    expect(soldOutUntil(shifts, at('2026-11-16', '16:00'))).toEqual(at('2026-11-17', '11:00'));
  });

  it('means "none today" when marked before the day’s opening', () => {
    expect(soldOutUntil(everyDay, at('2026-11-18', '08:00'))).toEqual(at('2026-11-19', '11:00'));
  });

  it('skips a closed day and a closed special date', () => {
    // Saturday night's dish is back on Monday: Sunday is closed.
    expect(soldOutUntil(shifts, at('2026-11-21', '20:00'))).toEqual(at('2026-11-23', '11:00'));
    const closedThursday: OpeningHours = {
      ...everyDay,
      specialDates: [{ date: '2026-11-19', label: 'Zárva', labelEnglish: 'Closed', intervals: [] }],
    };
    expect(soldOutUntil(closedThursday, at('2026-11-18', '13:40'))).toEqual(at('2026-11-20', '11:00'));
  });

  it('counts a night past midnight as the evening’s day', () => {
    // Friday's night runs to Saturday 02:00: sold out at 01:00 is back on Saturday evening, not Sunday's.
    expect(soldOutUntil(shifts, at('2026-11-21', '01:00'))).toEqual(at('2026-11-21', '17:00'));
    expect(soldOutUntil(shifts, at('2026-11-20', '20:00'))).toEqual(at('2026-11-21', '17:00'));
  });

  it('does not end inside a night that runs on through midnight in two intervals', () => {
    const touching: OpeningHours = {
      weekly: {
        ...defaultWeeklyHours,
        MONDAY: [{ from: '18:00', to: '00:00', endsNextDay: true }],
        TUESDAY: [
          { from: '00:00', to: '02:00' },
          { from: '18:00', to: '23:00' },
        ],
      },
      specialDates: [],
    };
    expect(soldOutUntil(touching, at('2026-11-16', '20:00'))).toEqual(at('2026-11-17', '18:00'));
  });

  it('ends at the next midnight when the restaurant never opens again', () => {
    const never: OpeningHours = {
      weekly: Object.fromEntries(Object.keys(defaultWeeklyHours).map((day) => [day, []])) as never,
      specialDates: [],
    };
    expect(soldOutUntil(never, at('2026-11-18', '13:40'))).toEqual(at('2026-11-19', '00:00'));
  });

  it('reads as sold out until that instant, and orderable from it on', () => {
    const until = at('2026-11-19', '11:00');
    expect(isSoldOut(until, at('2026-11-19', '10:59'))).toBe(true);
    expect(isSoldOut(until, until)).toBe(false);
    expect(isSoldOut(null, until)).toBe(false);
  });
});

describe('daily portions', () => {
  it('counts a pre-order against its slot’s day and other orders against the day they were placed', () => {
    const placed = at('2026-11-18', '23:30');
    expect(orderDayOf({ slotAt: at('2026-11-20', '12:00'), orderDate: placed })).toBe('2026-11-20');
    expect(orderDayOf({ slotAt: null, orderDate: placed })).toBe('2026-11-18');
  });

  it('bounds a local day by its midnights, also on the day the clocks go back', () => {
    expect(localDayBounds('2026-10-25')).toEqual({
      from: at('2026-10-25', '00:00'),
      to: at('2026-10-26', '00:00'),
    });
    const { from, to } = localDayBounds('2026-10-25');
    expect(to.getTime() - from.getTime()).toBe(25 * 3_600_000);
  });

  it('leaves the count minus what was ordered, never below zero, and nothing without a count', () => {
    expect(portionsLeft(40, 37)).toBe(3);
    expect(portionsLeft(40, 40)).toBe(0);
    expect(portionsLeft(3, 5)).toBe(0);
    expect(portionsLeft(null, 12)).toBeNull();
  });
});
