import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, localDay, localTime } from './local-time.ts';
import { scenario } from './opening-hours.arbitraries.ts';
import { defaultScheduleSettings, defaultWeeklyHours } from './opening-hours.defaults.ts';
import type { OpeningHours, ScheduleSettings } from './opening-hours.schemas.ts';
import { addDaysTo, openedAt, slotGrid, slotProblem, slotsOf } from './opening-hours.ts';

/** Issue 28: the first pre-order slot of each opening comes `firstSlotAfterOpeningMinutes` after it (SPEC §5). */

const minute = 60_000;
const at = (day: string, time: string) => instantOf(day, time);
const settings = defaultScheduleSettings;
const withFirstSlot = (minutes: number): ScheduleSettings => ({
  ...settings,
  firstSlotAfterOpeningMinutes: minutes,
});
const everyDay: OpeningHours = { weekly: defaultWeeklyHours, specialDates: [] };
const withSaturday = (intervals: OpeningHours['weekly']['SATURDAY']): OpeningHours => ({
  weekly: { ...defaultWeeklyHours, SATURDAY: intervals },
  specialDates: [],
});
// Friday 20 November 2026, evening: Saturday 21 is a whole pre-order day ahead.
const friday = at('2026-11-20', '21:00');
const saturday = (hours: OpeningHours, rules = settings) =>
  slotsOf('2026-11-21', hours, rules, friday).map(localTime);

describe('the first pre-order slot', () => {
  it('is 12:00 with an 11:00 opening and the seeded hour, and the last slot stays 21:45', () => {
    expect(settings.firstSlotAfterOpeningMinutes).toBe(60);
    const slots = saturday(everyDay);
    expect(slots[0]).toBe('12:00');
    expect(slots.at(-1)).toBe('21:45');
    expect(slotProblem(at('2026-11-21', '11:30'), everyDay, settings, friday)).toBe('SLOT_NOT_ALLOWED');
    expect(slotProblem(at('2026-11-21', '11:45'), everyDay, settings, friday)).toBe('SLOT_NOT_ALLOWED');
    expect(slotProblem(at('2026-11-21', '12:00'), everyDay, settings, friday)).toBeUndefined();
  });

  it('is at opening with 0 minutes, as before the setting', () => {
    const slots = saturday(everyDay, withFirstSlot(0));
    expect(slots[0]).toBe('11:00');
    expect(slots).toHaveLength(44);
    expect(slots.at(-1)).toBe('21:45');
  });

  it('comes after each opening of a split day, not after an interval that only continues the one before', () => {
    const split = saturday(
      withSaturday([
        { from: '11:00', to: '14:00' },
        { from: '17:00', to: '22:00' },
      ]),
    );
    expect(split.filter((time) => time < '17:00')).toEqual([
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
    ]);
    expect(split.filter((time) => time >= '17:00')[0]).toBe('18:00');
    expect(split.at(-1)).toBe('21:45');
    const touching = saturday(
      withSaturday([
        { from: '11:00', to: '14:00' },
        { from: '14:00', to: '22:00' },
      ]),
    );
    expect(touching).toEqual(saturday(everyDay));
  });

  it('keeps the slots after midnight of a night that opened the evening before', () => {
    const night = withSaturday([{ from: '17:00', to: '02:00', endsNextDay: true }]);
    const sunday = slotsOf('2026-11-22', night, settings, friday).map(localTime);
    expect(sunday.filter((time) => time < '03:00')).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
    ]);
    expect(saturday(night).filter((time) => time >= '17:00')[0]).toBe('18:00');
  });

  it('stays on the quarter-hour grid when the minutes are not a whole number of slots', () => {
    expect(saturday(everyDay, withFirstSlot(50))[0]).toBe('12:00');
    expect(saturday(everyDay, withFirstSlot(45))[0]).toBe('11:45');
  });

  it('leaves an opening shorter than the minutes without slots, and the lead time still counts', () => {
    const short = withSaturday([
      { from: '11:00', to: '11:45' },
      { from: '17:00', to: '22:00' },
    ]);
    expect(saturday(short)[0]).toBe('18:00');
    // At 10:30 the lead time (2 hours) is later than an hour after opening: 12:30.
    expect(slotsOf('2026-11-21', everyDay, settings, at('2026-11-21', '10:30')).map(localTime)[0]).toBe(
      '12:30',
    );
  });

  it('leaves the capacity grid whole: "as soon as possible" orders in the first hour count on it', () => {
    const grid = slotGrid('2026-11-21', everyDay, settings).map(localTime);
    expect(grid[0]).toBe('11:00');
    expect(grid).toHaveLength(44);
  });
});

describe('the first pre-order slot, over random hours and settings', () => {
  it('only takes slots away: exactly those less than the minutes after their opening began', () => {
    fc.assert(
      fc.property(scenario, ({ now, hours, settings: rules }) => {
        const gap = rules.firstSlotAfterOpeningMinutes;
        for (let offset = 0; offset <= rules.daysAhead; offset++) {
          const day = addDaysTo(localDay(now), offset);
          const kept = slotsOf(day, hours, rules, now).map((slot) => slot.getTime());
          const all = slotsOf(day, hours, { ...rules, firstSlotAfterOpeningMinutes: 0 }, now);
          // openedAt is the sold-out rule's own walk back to where the current opening began.
          const expected = all
            .filter(
              (slot) => (openedAt(hours, slot)?.getTime() ?? Number.NaN) + gap * minute <= slot.getTime(),
            )
            .map((slot) => slot.getTime());
          expect(kept).toEqual(expected);
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});
