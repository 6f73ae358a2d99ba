import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daySchema, firstYear, idParamSchema, idSchema, instantSchema, lastYear, maxId } from './input.ts';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const dayText = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

describe('ids', () => {
  it('accept 1 to the largest PostgreSQL integer, in a body and as path text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxId }), (id) => {
        expect(idSchema.parse(id)).toBe(id);
        expect(idParamSchema.parse(String(id))).toBe(id);
      }),
    );
  });

  it('refuse zero, fractions and anything past 2^31 − 1', () => {
    for (const id of [0, -1, 1.5, maxId + 1, 2 ** 32, Number.MAX_SAFE_INTEGER, Number.NaN])
      expect(idSchema.safeParse(id).success, String(id)).toBe(false);
    for (const text of ['2147483648', '9007199254740993', '1e10', 'abc', ''])
      expect(idParamSchema.safeParse(text).success, text).toBe(false);
  });
});

describe('days', () => {
  it('accept every real calendar day of the years 1900 to 2999', () => {
    const first = Date.UTC(firstYear, 0, 1);
    const last = Date.UTC(lastYear, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: first / 86_400_000, max: last / 86_400_000 }), (dayNumber) => {
        const day = dayText(new Date(dayNumber * 86_400_000));
        expect(daySchema.parse(day)).toBe(day);
      }),
    );
  });

  it('refuse the year 0, days outside the range and days that do not exist', () => {
    for (const day of [
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '9999-12-31',
      '2026-02-29',
      '2026-04-31',
      '2026-1-1',
    ])
      expect(daySchema.safeParse(day).success, day).toBe(false);
    expect(daySchema.safeParse('2028-02-29').success).toBe(true);
  });

  it('take instants with an offset in the same years only', () => {
    expect(instantSchema.safeParse('2026-11-20T12:00:00+01:00').success).toBe(true);
    for (const instant of ['0000-01-01T12:00:00Z', '9999-12-31T23:59:59Z', '2026-11-20T12:00:00', 'tomorrow'])
      expect(instantSchema.safeParse(instant).success, instant).toBe(false);
  });
});
