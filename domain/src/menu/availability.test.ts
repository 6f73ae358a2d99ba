import { describe, expect, it } from 'vitest';
import { instantOf } from '../restaurant/local-time.ts';
import type { AvailabilityWindow } from './availability.schemas.ts';
import { availabilityText, availableAt, dishAvailabilityText, dishAvailableAt } from './availability.ts';
import { nextAvailabilityChange, nextAvailableFrom } from './availability-changes.ts';

const weekdaysOnly: AvailabilityWindow['days'] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const lunch: AvailabilityWindow[] = [{ days: weekdaysOnly, from: '11:00', to: '15:00' }];
const brunch: AvailabilityWindow[] = [{ days: ['SATURDAY', 'SUNDAY'], from: '09:00', to: '12:00' }];
const dish = (availability: AvailabilityWindow[], groupAvailability: AvailabilityWindow[] = []) => ({
  availability,
  groupAvailability,
});
// 2026-12-01 is a Tuesday.
const at = (day: string, time: string) => instantOf(day, time);

describe('availableAt', () => {
  it('allows any instant without windows', () => {
    expect(availableAt([], at('2026-12-01', '03:00'))).toBe(true);
  });

  it('allows from the start of a window until just before its end, on its days only', () => {
    expect(availableAt(lunch, at('2026-12-01', '10:59'))).toBe(false);
    expect(availableAt(lunch, at('2026-12-01', '11:00'))).toBe(true);
    expect(availableAt(lunch, at('2026-12-01', '14:59'))).toBe(true);
    expect(availableAt(lunch, at('2026-12-01', '15:00'))).toBe(false);
    expect(availableAt(lunch, at('2026-12-05', '12:00'))).toBe(false);
    expect(availableAt(brunch, at('2026-12-05', '09:30'))).toBe(true);
  });

  it('judges on the Budapest wall clock whatever the UTC day', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Budapest.
    const window: AvailabilityWindow[] = [{ days: ['MONDAY'], from: '00:00', to: '01:00' }];
    expect(availableAt(window, new Date('2026-11-29T23:30:00Z'))).toBe(true);
  });
});

describe('a dish in a group with hours', () => {
  it('is available only where its own windows and its group’s both allow', () => {
    const early = dish([{ days: weekdaysOnly, from: '08:00', to: '12:00' }], lunch);
    expect(dishAvailableAt(early, at('2026-12-01', '09:00'))).toBe(false);
    expect(dishAvailableAt(early, at('2026-12-01', '11:30'))).toBe(true);
    expect(dishAvailableAt(early, at('2026-12-01', '12:30'))).toBe(false);
    expect(dishAvailableAt(dish([], lunch), at('2026-12-01', '12:30'))).toBe(true);
  });

  it('says where the two meet', () => {
    const early = dish([{ days: ['MONDAY', 'SATURDAY'], from: '08:00', to: '12:00' }], lunch);
    expect(dishAvailabilityText(early, 'en')).toBe('Monday 11:00–12:00');
    expect(dishAvailabilityText(dish([], brunch), 'hu')).toBe('szombat–vasárnap 09:00–12:00');
  });
});

describe('nextAvailableFrom', () => {
  it('is now while available', () => {
    const now = at('2026-12-01', '12:00');
    expect(nextAvailableFrom(dish(lunch), now)).toEqual(now);
  });

  it('is the next window’s start: tomorrow after lunch, Monday after Friday’s', () => {
    expect(nextAvailableFrom(dish(lunch), at('2026-12-01', '15:05'))).toEqual(at('2026-12-02', '11:00'));
    expect(nextAvailableFrom(dish(lunch), at('2026-12-04', '15:05'))).toEqual(at('2026-12-07', '11:00'));
  });

  it('waits for both the dish’s and the group’s windows', () => {
    const late = dish([{ days: ['WEDNESDAY'], from: '13:00', to: '20:00' }], lunch);
    expect(nextAvailableFrom(late, at('2026-12-01', '12:00'))).toEqual(at('2026-12-02', '13:00'));
  });

  it('is null when the two never meet', () => {
    expect(nextAvailableFrom(dish(lunch, brunch), at('2026-12-01', '12:00'))).toBeNull();
  });

  it('starts a window the March change skips into at the jump itself', () => {
    const night = dish([{ days: ['SUNDAY'], from: '02:30', to: '04:00' }]);
    expect(nextAvailableFrom(night, at('2026-03-29', '01:00'))).toEqual(new Date('2026-03-29T01:00:00Z'));
  });
});

describe('nextAvailabilityChange', () => {
  it('is the earliest start or end among the dishes', () => {
    const now = at('2026-12-01', '10:00');
    const evening = dish([{ days: weekdaysOnly, from: '18:00', to: '22:00' }]);
    expect(nextAvailabilityChange([evening, dish(lunch), dish([])], now)).toEqual(at('2026-12-01', '11:00'));
    expect(nextAvailabilityChange([evening], at('2026-12-01', '12:00'))).toEqual(at('2026-12-01', '18:00'));
  });

  it('is null without windows', () => {
    expect(nextAvailabilityChange([dish([]), dish([], [])], at('2026-12-01', '10:00'))).toBeNull();
  });

  it('counts the hour October repeats: out at 02:30 summer time, back in when the clock falls to 02:00', () => {
    const night = dish([{ days: ['SUNDAY'], from: '02:00', to: '02:30' }]);
    expect(dishAvailableAt(night, new Date('2026-10-25T00:15:00Z'))).toBe(true);
    expect(dishAvailableAt(night, new Date('2026-10-25T00:45:00Z'))).toBe(false);
    expect(nextAvailabilityChange([night], new Date('2026-10-25T00:45:00Z'))).toEqual(
      new Date('2026-10-25T01:00:00Z'),
    );
    expect(nextAvailabilityChange([night], new Date('2026-10-25T01:05:00Z'))).toEqual(
      new Date('2026-10-25T01:30:00Z'),
    );
  });
});

describe('availabilityText', () => {
  it('names weekdays, runs of days, every day and single days in both languages', () => {
    expect(availabilityText(lunch, 'en')).toBe('weekdays 11:00–15:00');
    expect(availabilityText(lunch, 'hu')).toBe('hétköznap 11:00–15:00');
    expect(availabilityText(brunch, 'en')).toBe('Saturday–Sunday 09:00–12:00');
    const everyDay = [{ ...lunch[0], days: [...weekdaysOnly, 'SATURDAY', 'SUNDAY'] } as AvailabilityWindow];
    expect(availabilityText(everyDay, 'hu')).toBe('minden nap 11:00–15:00');
    const odd: AvailabilityWindow[] = [
      { days: ['FRIDAY', 'MONDAY', 'WEDNESDAY'], from: '18:00', to: '21:30' },
    ];
    expect(availabilityText(odd, 'hu')).toBe('hétfő, szerda, péntek 18:00–21:30');
  });

  it('joins several windows and says nothing for none', () => {
    expect(availabilityText([...lunch, ...brunch], 'en')).toBe(
      'weekdays 11:00–15:00; Saturday–Sunday 09:00–12:00',
    );
    expect(availabilityText([], 'en')).toBe('');
  });
});
