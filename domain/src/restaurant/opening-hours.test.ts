import { describe, expect, it } from 'vitest';
import { aSpecialDate, aWeekOfShifts } from '../testing/opening-hours.fixture.ts';
import { instantOf, localTime } from './local-time.ts';
import {
  defaultOpeningHours,
  defaultScheduleSettings,
  defaultWeeklyHours,
} from './opening-hours.defaults.ts';
import type { OpeningHours } from './opening-hours.schemas.ts';
import { closingAt, isOpenAt, nextOpening, preOrderDays, slotProblem, slotsOf } from './opening-hours.ts';

const at = (day: string, time: string) => instantOf(day, time);
const settings = defaultScheduleSettings;
const hours = defaultOpeningHours(at('2026-11-01', '12:00'));
const times = (slots: Date[]) => slots.map(localTime);

/** Lunch and dinner on weekdays, Friday and Saturday until 02:00, closed on Sunday. */
const shifts: OpeningHours = {
  weekly: aWeekOfShifts(),
  specialDates: [aSpecialDate()],
};

describe('open or closed', () => {
  it('opens at `from` and closes at `to`', () => {
    expect(isOpenAt(hours, at('2026-11-20', '10:59'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-20', '11:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-20', '21:59'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-20', '22:00'))).toBe(false);
  });

  it('is closed between split shifts', () => {
    // 2026-11-23 is a Monday.
    expect(isOpenAt(shifts, at('2026-11-23', '14:59'))).toBe(true);
    expect(isOpenAt(shifts, at('2026-11-23', '15:00'))).toBe(false);
    expect(isOpenAt(shifts, at('2026-11-23', '17:00'))).toBe(true);
    expect(isOpenAt(shifts, at('2026-11-23', '22:29'))).toBe(true);
  });

  it("keeps Friday's night open into Saturday and Saturday's into the closed Sunday", () => {
    expect(isOpenAt(shifts, at('2026-11-21', '01:59'))).toBe(true);
    expect(isOpenAt(shifts, at('2026-11-21', '02:00'))).toBe(false);
    expect(isOpenAt(shifts, at('2026-11-22', '01:30'))).toBe(true);
    expect(isOpenAt(shifts, at('2026-11-22', '12:00'))).toBe(false);
  });

  it('is closed on the seeded Christmas days and short on a replacing special date', () => {
    expect(isOpenAt(hours, at('2026-12-24', '12:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-12-26', '12:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-12-27', '12:00'))).toBe(true);
    expect(isOpenAt(shifts, at('2026-12-31', '17:59'))).toBe(true);
    expect(isOpenAt(shifts, at('2026-12-31', '18:00'))).toBe(false);
  });

  it('knows when the current opening ends', () => {
    expect(closingAt(shifts, at('2026-11-20', '23:00'))).toEqual(at('2026-11-21', '02:00'));
    expect(closingAt(shifts, at('2026-11-23', '12:00'))).toEqual(at('2026-11-23', '15:00'));
    expect(closingAt(shifts, at('2026-11-23', '16:00'))).toBeNull();
  });
});

describe('next opening', () => {
  it('is later today, or on the next open day', () => {
    expect(nextOpening(shifts, at('2026-11-23', '15:30'))).toEqual(at('2026-11-23', '17:00'));
    // Sunday 2026-11-22 after the Saturday night: Monday 11:00.
    expect(nextOpening(shifts, at('2026-11-22', '03:00'))).toEqual(at('2026-11-23', '11:00'));
    expect(nextOpening(hours, at('2026-12-23', '22:00'))).toEqual(at('2026-12-27', '11:00'));
  });

  it('is now while open, and null when the restaurant never opens', () => {
    const now = at('2026-11-20', '12:34');
    expect(nextOpening(hours, now)).toEqual(now);
    const closed = {
      weekly: {
        ...shifts.weekly,
        MONDAY: [],
        FRIDAY: [],
        SATURDAY: [],
        TUESDAY: [],
        WEDNESDAY: [],
        THURSDAY: [],
      },
      specialDates: [],
    };
    expect(nextOpening(closed, now)).toBeNull();
  });
});

describe('pre-order days and slots', () => {
  it('offers today and the next three days, without the closed ones', () => {
    expect(preOrderDays(hours, settings, at('2026-11-20', '09:00'))).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(preOrderDays(hours, settings, at('2026-12-22', '12:00'))).toEqual(['2026-12-22', '2026-12-23']);
    // Sunday 2026-11-22 is closed in `shifts` but keeps Saturday night's slots after midnight; Tuesday 25 too.
    const now = at('2026-11-21', '12:00');
    expect(preOrderDays(shifts, settings, now)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(times(slotsOf('2026-11-22', shifts, settings, now)).at(-1)).toBe('01:45');
    const withoutNight = { ...shifts, weekly: { ...shifts.weekly, SATURDAY: [] } };
    expect(preOrderDays(withoutNight, settings, now)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('leaves out today once its last slot is within the lead time, and follows the horizon setting', () => {
    expect(preOrderDays(hours, settings, at('2026-11-20', '20:00'))[0]).toBe('2026-11-21');
    expect(preOrderDays(hours, { ...settings, daysAhead: 1 }, at('2026-11-20', '09:00'))).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('offers every quarter hour inside the intervals from an hour after opening, none at closing time', () => {
    const slots = times(slotsOf('2026-11-21', hours, settings, at('2026-11-20', '21:00')));
    expect(slots[0]).toBe('12:00');
    expect(slots.at(-1)).toBe('21:45');
    expect(slots).toHaveLength(40);
    const monday = times(slotsOf('2026-11-23', shifts, settings, at('2026-11-20', '21:00')));
    expect(monday).toContain('14:45');
    expect(monday).not.toContain('15:00');
    expect(monday).not.toContain('16:45');
    expect(monday.at(-1)).toBe('22:15');
  });

  it('offers the slots after midnight on the day they fall on', () => {
    const saturday = times(slotsOf('2026-11-21', shifts, settings, at('2026-11-20', '12:00')));
    expect(saturday.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(saturday).toContain('01:45');
    expect(saturday).not.toContain('02:00');
    // The evening is an opening of its own: its first slot is an hour later.
    expect(saturday).not.toContain('17:45');
    expect(saturday).toContain('18:00');
  });

  it('offers only slots at least the lead time ahead', () => {
    expect(times(slotsOf('2026-11-20', hours, settings, at('2026-11-20', '16:00')))[0]).toBe('18:00');
    expect(times(slotsOf('2026-11-20', hours, settings, at('2026-11-20', '16:01')))[0]).toBe('18:15');
    expect(
      times(slotsOf('2026-11-20', hours, { ...settings, leadMinutes: 30 }, at('2026-11-20', '16:01')))[0],
    ).toBe('16:45');
  });

  it('accepts exactly the offered slots', () => {
    const now = at('2026-11-20', '16:00');
    expect(slotProblem(at('2026-11-20', '18:00'), hours, settings, now)).toBeUndefined();
    expect(slotProblem(at('2026-11-20', '17:45'), hours, settings, now)).toBe('SLOT_NOT_ALLOWED');
    expect(slotProblem(at('2026-11-21', '18:10'), hours, settings, now)).toBe('SLOT_NOT_ALLOWED');
    expect(slotProblem(at('2026-11-21', '22:00'), hours, settings, now)).toBe('SLOT_NOT_ALLOWED');
    expect(slotProblem(at('2026-11-24', '18:00'), hours, settings, now)).toBe('DAY_NOT_ALLOWED');
    expect(slotProblem(at('2026-12-24', '18:00'), hours, settings, at('2026-12-22', '10:00'))).toBe(
      'DAY_NOT_ALLOWED',
    );
  });
});

describe('the nights the clocks change', () => {
  // Saturday 28 March 2026 → Sunday 29 March: 02:00 becomes 03:00. 24 → 25 October: 03:00 becomes 02:00.
  const late: OpeningHours = {
    weekly: { ...defaultWeeklyHours, SATURDAY: [{ from: '22:00', to: '04:00', endsNextDay: true }] },
    specialDates: [],
  };
  const night = (day: string) =>
    slotsOf(addDay(day), late, { ...settings, leadMinutes: 0 }, at(day, '21:00'));
  const addDay = (day: string) => (day === '2026-03-28' ? '2026-03-29' : '2026-10-25');

  it('is one hour shorter in spring and one hour longer in autumn', () => {
    const springClose = closingAt(late, at('2026-03-28', '23:00'));
    expect(springClose?.getTime()).toBe(at('2026-03-28', '22:00').getTime() + 5 * 3600_000);
    const autumnClose = closingAt(late, at('2026-10-24', '23:00'));
    expect(autumnClose?.getTime()).toBe(at('2026-10-24', '22:00').getTime() + 7 * 3600_000);
  });

  it('offers no slot in the skipped hour and both passes of the repeated hour', () => {
    const spring = times(night('2026-03-28'));
    expect(spring).toContain('01:45');
    expect(spring.filter((time) => time.startsWith('02:'))).toEqual([]);
    expect(spring).toContain('03:00');
    expect(spring.filter((time) => time < '11:00')).toHaveLength(4 * 3);
    const autumn = times(night('2026-10-24'));
    expect(autumn.filter((time) => time === '02:15')).toHaveLength(2);
    expect(autumn.filter((time) => time < '11:00')).toHaveLength(4 * 5);
    for (const slot of night('2026-10-24'))
      expect(
        slotProblem(slot, late, { ...settings, leadMinutes: 0 }, at('2026-10-24', '21:00')),
      ).toBeUndefined();
  });

  it('opens at the moment of the jump when an interval starts in the skipped hour', () => {
    const odd: OpeningHours = {
      weekly: { ...defaultWeeklyHours, SUNDAY: [{ from: '02:30', to: '03:15' }] },
      specialDates: [],
    };
    expect(nextOpening(odd, at('2026-03-29', '00:00'))?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(closingAt(odd, at('2026-03-29', '03:10'))?.toISOString()).toBe('2026-03-29T01:15:00.000Z');
  });
});
