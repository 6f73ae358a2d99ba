import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tipOf, tipPercents, toPay } from './tip.ts';

describe('a tip for the courier', () => {
  it('is a share of the total in whole forints, rounded half up', () => {
    expect(tipOf(5470, 10)).toBe(547);
    expect(tipOf(5470, 5)).toBe(274);
    expect(tipOf(4343, 15)).toBe(651);
    expect(tipOf(10, 5)).toBe(1);
    expect(tipOf(0, 15)).toBe(0);
  });

  it('is never more than half a forint from the exact share, and grows with the percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (total) => {
        let previous = -1;
        for (const percent of tipPercents) {
          const tip = tipOf(total, percent);
          expect(Number.isInteger(tip)).toBe(true);
          expect(Math.abs(tip - (total * percent) / 100)).toBeLessThanOrEqual(0.5);
          expect(tip).toBeGreaterThanOrEqual(previous);
          previous = tip;
        }
      }),
    );
  });

  it('is paid on top of the order’s total', () => {
    expect(toPay({ total: 5470, tip: 547 })).toBe(6017);
    expect(toPay({ total: 5470, tip: 0 })).toBe(5470);
  });
});
