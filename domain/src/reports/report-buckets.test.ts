import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  heatCells,
  lateBucketCounts,
  lateBucketOf,
  median,
  medianOfCounts,
  mergeGroups,
} from './report-buckets.ts';

const runs = { numRuns: 200 };

describe('report buckets', () => {
  it('take the median of a histogram as of the values it counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -60, max: 120 }), { maxLength: 60 }), (values) => {
        const sorted = values.toSorted((a, b) => a - b);
        const middle =
          sorted.length % 2
            ? sorted[(sorted.length - 1) / 2]
            : sorted.length === 0
              ? null
              : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
        expect(median(values)).toBe(middle ?? null);
        const histogram = [...new Set(values)].map((value) => ({
          value,
          count: values.filter((v) => v === value).length,
        }));
        expect(medianOfCounts(histogram)).toBe(middle ?? null);
      }),
      runs,
    );
  });

  it('put every minute late in one bucket, a kept promise at 0 or less', () => {
    expect([-5, 0, 1, 5, 6, 15, 16, 30, 31].map(lateBucketOf)).toEqual([
      'kept',
      'kept',
      'upTo5',
      'upTo5',
      'upTo15',
      'upTo15',
      'upTo30',
      'upTo30',
      'over30',
    ]);
    expect(
      lateBucketCounts([
        { value: 3, count: 2 },
        { value: 3, count: 1 },
      ]).find((b) => b.bucket === 'upTo5')?.orders,
    ).toBe(3);
  });

  it('give 168 heat map cells, Monday midnight first, and merge groups by key', () => {
    const cells = heatCells([{ isoWeekday: 7, hour: 23, orders: 2, revenue: 100 }]);
    expect(cells).toHaveLength(168);
    expect(cells[0]).toEqual({ weekday: 'MONDAY', hour: 0, orders: 0, revenue: 0 });
    expect(cells.at(-1)).toEqual({ weekday: 'SUNDAY', hour: 23, orders: 2, revenue: 100 });
    const merged = mergeGroups(
      [
        { key: 'a', name: 'A', quantity: 1 },
        { key: 'a', name: 'A', quantity: 2 },
        { key: 'b', name: 'B', quantity: 5 },
      ],
      (row) => row.key,
      ['quantity'],
    );
    expect(merged).toEqual([
      { key: 'a', name: 'A', quantity: 3 },
      { key: 'b', name: 'B', quantity: 5 },
    ]);
  });
});
