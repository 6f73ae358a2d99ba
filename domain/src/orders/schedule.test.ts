import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, isOpen, localDay, preOrderDays, preOrderProblem, timeSlots } from './schedule.ts';

/** An instant given as Budapest local time. */
const at = (day: string, time: string) => instantOf(day, time);

describe('opening hours (as soon as possible)', () => {
  it('opens at 11:00 and closes at 22:00 local time', () => {
    expect(isOpen(at('2026-11-20', '10:59'))).toBe(false);
    expect(isOpen(at('2026-11-20', '11:00'))).toBe(true);
    expect(isOpen(at('2026-11-20', '21:59'))).toBe(true);
    expect(isOpen(at('2026-11-20', '22:00'))).toBe(false);
    expect(isOpen(at('2026-11-21', '00:00'))).toBe(false);
  });

  it('uses Budapest time in summer too (UTC+2)', () => {
    expect(isOpen(new Date('2026-07-01T09:00:00Z'))).toBe(true); // 11:00 local
    expect(isOpen(new Date('2026-07-01T08:59:00Z'))).toBe(false);
  });
});

describe('pre-order days', () => {
  it('offers today and the next three days', () => {
    expect(preOrderDays(at('2026-11-20', '09:00'))).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });

  it('counts days in Budapest: at 00:30 local it is already the next day', () => {
    expect(preOrderDays(new Date('2026-11-20T23:30:00Z'))[0]).toBe('2026-11-21');
  });

  it('leaves out 24, 25 and 26 December', () => {
    expect(preOrderDays(at('2026-12-22', '12:00'))).toEqual(['2026-12-22', '2026-12-23']);
    expect(preOrderDays(at('2026-12-23', '12:00'))).toEqual(['2026-12-23']);
    expect(preOrderDays(at('2026-12-24', '12:00'))).toEqual(['2026-12-27']);
    expect(preOrderDays(at('2026-12-26', '12:00'))).toEqual(['2026-12-27', '2026-12-28', '2026-12-29']);
    expect(preOrderDays(at('2026-12-27', '12:00'))).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
    ]);
  });
});

describe('time slots', () => {
  it('offers every quarter hour from 12:00 to 22:00 on a later day', () => {
    const slots = timeSlots('2026-11-21', at('2026-11-20', '21:00'));
    expect(slots[0]).toBe('12:00');
    expect(slots.at(-1)).toBe('22:00');
    expect(slots).toHaveLength(41);
  });

  it('offers today only slots at least two hours ahead', () => {
    expect(timeSlots('2026-11-20', at('2026-11-20', '16:00'))[0]).toBe('18:00');
    expect(timeSlots('2026-11-20', at('2026-11-20', '16:01'))[0]).toBe('18:15');
    expect(timeSlots('2026-11-20', at('2026-11-20', '19:45'))).toEqual(['21:45', '22:00']);
    expect(timeSlots('2026-11-20', at('2026-11-20', '20:01'))).toEqual([]);
  });

  it('applies the lead across midnight: at 23:30 the next day starts at 12:00 anyway', () => {
    expect(timeSlots('2026-11-21', at('2026-11-20', '23:30'))[0]).toBe('12:00');
  });

  it('has no slots on a day that is not offered', () => {
    expect(timeSlots('2026-12-25', at('2026-12-23', '09:00'))).toEqual([]);
    expect(timeSlots('2026-11-25', at('2026-11-20', '09:00'))).toEqual([]);
  });

  it('keeps 12:00 to 22:00 local on the days the clocks change', () => {
    // 29 March 2026 (clocks forward) and 25 October 2026 (clocks back) in Europe/Budapest.
    for (const day of ['2026-03-29', '2026-10-25']) {
      const slots = timeSlots(day, at(day, '00:30'));
      expect(slots[0]).toBe('12:00');
      expect(slots.at(-1)).toBe('22:00');
      expect(slots).toHaveLength(41);
    }
    expect(at('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(at('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
});

describe('preOrderProblem', () => {
  const now = at('2026-11-20', '16:00');

  it('accepts tomorrow 18:00 and today 18:00', () => {
    expect(preOrderProblem(at('2026-11-21', '18:00'), now)).toBeUndefined();
    expect(preOrderProblem(at('2026-11-20', '18:00'), now)).toBeUndefined();
  });

  it('refuses a slot too soon, off the quarter hour, or outside 12:00–22:00', () => {
    expect(preOrderProblem(at('2026-11-20', '17:45'), now)).toBe('SLOT_NOT_ALLOWED');
    expect(preOrderProblem(at('2026-11-21', '18:10'), now)).toBe('SLOT_NOT_ALLOWED');
    expect(preOrderProblem(new Date(at('2026-11-21', '18:00').getTime() + 1000), now)).toBe(
      'SLOT_NOT_ALLOWED',
    );
    expect(preOrderProblem(at('2026-11-21', '11:45'), now)).toBe('SLOT_NOT_ALLOWED');
    expect(preOrderProblem(at('2026-11-21', '22:15'), now)).toBe('SLOT_NOT_ALLOWED');
  });

  it('refuses a day in the past, too far ahead, or on 24 December', () => {
    expect(preOrderProblem(at('2026-11-19', '18:00'), now)).toBe('DAY_NOT_ALLOWED');
    expect(preOrderProblem(at('2026-11-24', '18:00'), now)).toBe('DAY_NOT_ALLOWED');
    expect(preOrderProblem(at('2026-12-24', '18:00'), at('2026-12-22', '10:00'))).toBe('DAY_NOT_ALLOWED');
  });

  it('accepts the first and last slot it offers, for any moment of the year', () => {
    const moments = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moments, (moment) => {
        for (const day of preOrderDays(moment)) {
          const slots = timeSlots(day, moment);
          for (const slot of [slots[0], slots.at(-1)].filter((s) => s !== undefined)) {
            const instant = instantOf(day, slot);
            expect(preOrderProblem(instant, moment)).toBeUndefined();
            expect(instant.getTime() - moment.getTime()).toBeGreaterThanOrEqual(2 * 3600_000);
            expect(localDay(instant)).toBe(day);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
