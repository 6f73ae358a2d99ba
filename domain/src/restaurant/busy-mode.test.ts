import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusyRequest,
  type BusyState,
  busyAt,
  busyEnd,
  effectiveDeliveryMinutes,
  endBusy,
  isPausedAt,
  notBusy,
  startBusy,
} from './busy-mode.ts';
import { instantOf, localTime } from './local-time.ts';
import { defaultOpeningHours, defaultWeeklyHours } from './opening-hours.defaults.ts';
import type { OpeningHours } from './opening-hours.schemas.ts';
import { closingAt } from './opening-hours.ts';

const at = (time: string, day = '2026-11-20') => instantOf(day, time);
const hours = defaultOpeningHours(at('12:00'));
/** Lunch and dinner on Friday 2026-11-20; Saturday's night runs to 02:00. */
const shifts: OpeningHours = {
  weekly: {
    ...defaultWeeklyHours,
    FRIDAY: [
      { from: '11:00', to: '15:00' },
      { from: '17:00', to: '22:30' },
    ],
    SATURDAY: [{ from: '17:00', to: '02:00', endsNextDay: true }],
  },
  specialDates: [],
};
const untilTime = (until: string | null) => (until === null ? null : localTime(new Date(until)));

describe('a part of busy mode ends by itself', () => {
  const started = startBusy(notBusy, { extraMinutes: 15, forMinutes: 30 }, hours, at('18:00'));

  it('is active until the minute before its end and off exactly at it', () => {
    expect(busyAt(started, at('18:29'))).toEqual(started);
    expect(busyAt(started, at('18:30'))).toEqual(notBusy);
  });

  it('adds its minutes to the delivery estimate only while active', () => {
    expect(effectiveDeliveryMinutes(45, started, at('18:29'))).toBe(60);
    expect(effectiveDeliveryMinutes(45, started, at('18:30'))).toBe(45);
  });

  it('pauses orders until the pause ends, not a moment longer', () => {
    const paused = startBusy(notBusy, { pauseMinutes: 15 }, hours, at('19:15'));
    expect(untilTime(paused.pausedUntil)).toBe('19:30');
    expect(isPausedAt(paused, new Date(Date.parse(paused.pausedUntil ?? '') - 1))).toBe(true);
    expect(isPausedAt(paused, at('19:30'))).toBe(false);
  });
});

describe('busy mode never outlives the opening it was started in', () => {
  it('a pause of 60 minutes at 21:50 ends at closing, 22:00, and the next morning nothing is paused', () => {
    const paused = startBusy(notBusy, { pauseMinutes: 60 }, hours, at('21:50'));
    expect(untilTime(paused.pausedUntil)).toBe('22:00');
    expect(isPausedAt(paused, at('11:00', '2026-11-21'))).toBe(false);
  });

  it('extra minutes for 90 minutes at 21:00 end at 22:00', () => {
    const busy = startBusy(notBusy, { extraMinutes: 45, forMinutes: 90 }, hours, at('21:00'));
    expect(untilTime(busy.extraUntil)).toBe('22:00');
  });

  it('with split shifts, a pause in the lunch shift ends at 15:00, not in the dinner shift', () => {
    const paused = startBusy(notBusy, { pauseMinutes: 60 }, shifts, at('14:30'));
    expect(untilTime(paused.pausedUntil)).toBe('15:00');
    expect(isPausedAt(paused, at('17:00'))).toBe(false);
  });

  it('an opening past midnight keeps a pause started before midnight until it is over', () => {
    const paused = startBusy(notBusy, { pauseMinutes: 60 }, shifts, at('23:30', '2026-11-21'));
    expect(untilTime(paused.pausedUntil)).toBe('00:30');
    expect(untilTime(busyEnd(shifts, 60, at('01:30', '2026-11-22')))).toBe('02:00');
  });

  it('while closed the full time counts (staff may pause ahead of opening)', () => {
    expect(untilTime(busyEnd(hours, 30, at('10:45')))).toBe('11:15');
    expect(untilTime(busyEnd(shifts, 30, at('16:00')))).toBe('16:30');
  });
});

describe('the two parts are independent', () => {
  const busy = startBusy(notBusy, { extraMinutes: 30, forMinutes: 60 }, hours, at('18:00'));
  const both = startBusy(busy, { pauseMinutes: 15 }, hours, at('18:10'));

  it('starting a pause keeps the extra minutes and their end', () => {
    expect(both).toEqual({ ...busy, pausedUntil: at('18:25').toISOString() });
  });

  it('starting the extra minutes again restarts them from now and keeps the pause', () => {
    const again = startBusy(both, { extraMinutes: 15, forMinutes: 30 }, hours, at('18:20'));
    expect(again).toEqual({
      extraMinutes: 15,
      extraUntil: at('18:50').toISOString(),
      pausedUntil: both.pausedUntil,
    });
  });

  it('ending the pause early keeps the extra minutes, ending the extra keeps the pause, ending all ends both', () => {
    expect(endBusy(both, 'pause', at('18:12'))).toEqual(busy);
    expect(endBusy(both, 'extra', at('18:12'))).toEqual({ ...notBusy, pausedUntil: both.pausedUntil });
    expect(endBusy(both, undefined, at('18:12'))).toEqual(notBusy);
  });

  it('a part already over is not carried into a new state', () => {
    expect(startBusy(both, { pauseMinutes: 30 }, hours, at('19:00')).extraMinutes).toBeNull();
  });
});

const request: fc.Arbitrary<BusyRequest> = fc.oneof(
  fc.record({
    extraMinutes: fc.constantFrom(15 as const, 30 as const, 45 as const),
    forMinutes: fc.constantFrom(30 as const, 60 as const, 90 as const),
  }),
  fc.record({ pauseMinutes: fc.constantFrom(15 as const, 30 as const, 60 as const) }),
);
const moment = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const ends = (state: BusyState) => [state.extraUntil, state.pausedUntil].filter((u) => u !== null);

describe('any part started at any moment', () => {
  it('ends after now, never after the closing of the current opening, and never later than asked', () => {
    fc.assert(
      fc.property(fc.constantFrom(hours, shifts), request, moment, (openingHours, asked, now) => {
        const state = startBusy(notBusy, asked, openingHours, now);
        const [end] = ends(state).map(Date.parse);
        const minutes = 'pauseMinutes' in asked ? asked.pauseMinutes : asked.forMinutes;
        const closing = closingAt(openingHours, now)?.getTime() ?? Number.POSITIVE_INFINITY;
        expect(end).toBeGreaterThan(now.getTime());
        expect(end).toBeLessThanOrEqual(Math.min(closing, now.getTime() + minutes * 60_000));
      }),
    );
  });
});
