import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, localDay } from './local-time.ts';
import { scenario } from './opening-hours.arbitraries.ts';
import { defaultScheduleSettings, defaultWeeklyHours } from './opening-hours.defaults.ts';
import type { OpeningHours } from './opening-hours.schemas.ts';
import { addDaysTo, slotGrid } from './opening-hours.ts';
import { capacityOn, slotOffers, slotOfInstant } from './slot-capacity.ts';

const at = instantOf;
const settings = defaultScheduleSettings;

/** Friday and Saturday until 04:00 (across both clock changes of 2026), closed on Sunday. */
const nights: OpeningHours = {
  weekly: {
    ...defaultWeeklyHours,
    FRIDAY: [{ from: '17:00', to: '02:00', endsNextDay: true }],
    SATURDAY: [{ from: '22:00', to: '04:00', endsNextDay: true }],
    SUNDAY: [],
  },
  specialDates: [],
};

describe('capacity of a day', () => {
  const limited = { ...settings, capacityPerSlot: 5, capacityByWeekday: { FRIDAY: 2, SUNDAY: null } };

  it("takes the weekday's own number, no limit where it says null, the common number elsewhere", () => {
    expect(capacityOn(limited, '2026-11-20')).toBe(2);
    expect(capacityOn(limited, '2026-11-22')).toBeNull();
    expect(capacityOn(limited, '2026-11-23')).toBe(5);
    expect(capacityOn(settings, '2026-11-23')).toBeNull();
  });
});

describe('the slot an instant counts against', () => {
  it('is the latest slot starting at or before it', () => {
    expect(slotOfInstant(at('2026-11-23', '13:07'), nights, settings)).toEqual(at('2026-11-23', '13:00'));
    expect(slotOfInstant(at('2026-11-23', '13:15'), nights, settings)).toEqual(at('2026-11-23', '13:15'));
  });

  it('after midnight, is a slot of the night that began the day before', () => {
    expect(slotOfInstant(at('2026-11-21', '01:10'), nights, settings)).toEqual(at('2026-11-21', '01:00'));
  });

  it('after the last slot of the night, is that last slot', () => {
    expect(slotOfInstant(at('2026-11-21', '02:40'), nights, settings)).toEqual(at('2026-11-21', '01:45'));
  });

  it('on the night the clocks go forward, jumps from 01:45 to 03:00', () => {
    // Saturday 28 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(slotOfInstant(at('2026-03-29', '01:59'), nights, settings)).toEqual(at('2026-03-29', '01:45'));
    const afterJump = slotOfInstant(at('2026-03-29', '03:10'), nights, settings);
    expect(afterJump).toEqual(at('2026-03-29', '03:00'));
    expect(afterJump.getTime() - at('2026-03-29', '01:45').getTime()).toBe(15 * 60_000);
  });

  it('on the night the clocks go back, tells the two 02:15 slots apart', () => {
    // Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:00–02:59 happens twice.
    const firstPass = new Date('2026-10-25T00:20:00Z'); // 02:20 CEST
    const secondPass = new Date('2026-10-25T01:20:00Z'); // 02:20 CET
    expect(slotOfInstant(firstPass, nights, settings)).toEqual(new Date('2026-10-25T00:15:00Z'));
    expect(slotOfInstant(secondPass, nights, settings)).toEqual(new Date('2026-10-25T01:15:00Z'));
  });

  it('before any slot, is the instant itself to the minute', () => {
    const closedWeek: OpeningHours = {
      weekly: { ...nights.weekly, MONDAY: [], TUESDAY: [{ from: '11:00', to: '22:00' }] },
      specialDates: [],
    };
    const early = new Date(at('2026-11-24', '09:30').getTime() + 42_000);
    expect(slotOfInstant(early, closedWeek, settings)).toEqual(at('2026-11-24', '09:30'));
  });
});

describe("the pay form's offers", () => {
  const slots = [at('2026-11-21', '18:00'), at('2026-11-21', '18:15'), at('2026-11-21', '18:30')];
  const taken = new Map([[slots[0]?.getTime() ?? 0, 3]]);

  it('marks a full slot, and none without a limit', () => {
    expect(slotOffers(slots, taken, 3).map((offer) => offer.available)).toEqual([false, true, true]);
    expect(slotOffers(slots, taken, null).map((offer) => offer.available)).toEqual([true, true, true]);
  });

  it('marks the slots before the end of a pause, and gives the clock time and the instant', () => {
    expect(slotOffers(slots, new Map(), null, at('2026-11-21', '18:15'))).toEqual([
      { time: '18:00', at: '2026-11-21T17:00:00.000Z', available: false },
      { time: '18:15', at: '2026-11-21T17:15:00.000Z', available: true },
      { time: '18:30', at: '2026-11-21T17:30:00.000Z', available: true },
    ]);
  });
});

describe('the slot of an "as soon as possible" promise, over random hours and instants', () => {
  it('is a slot of the grid at or before the promise (the latest one) whenever there is one', () => {
    const probe = fc.tuple(scenario, fc.integer({ min: 0, max: 6 * 60 }));
    fc.assert(
      fc.property(probe, ([{ now, hours, settings: rules }, minutes]) => {
        const promise = new Date(now.getTime() + minutes * 60_000);
        const day = localDay(promise);
        const grid = [...slotGrid(addDaysTo(day, -1), hours, rules), ...slotGrid(day, hours, rules)]
          .map((slot) => slot.getTime())
          .filter((slot) => slot <= promise.getTime());
        const slot = slotOfInstant(promise, hours, rules).getTime();
        if (grid.length === 0) return;
        expect(grid).toContain(slot);
        expect(slot).toBe(Math.max(...grid));
      }),
      { numRuns: 60 },
    );
  });
});
