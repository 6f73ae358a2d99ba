import { type Weekday, weekdays } from '../restaurant/weekdays.ts';

/**
 * How the reports (issue 33) put the database's sums into chart buckets. The database groups; these fill the
 * buckets that had nothing with zeros and turn a histogram into a median, so every chart has the same axes
 * whatever the range held. Pure.
 */

/** How many orders had a value (minutes late, say): the database's GROUP BY answer. */
export interface ValueCount {
  value: number;
  count: number;
}

/**
 * The median of the values a histogram holds, as the middle value, or the mean of the two middle ones when the
 * count is even; null when it holds nothing.
 */
export function medianOfCounts(histogram: readonly ValueCount[]): number | null {
  const sorted = histogram.filter((entry) => entry.count > 0).toSorted((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const entry of sorted) {
      seen += entry.count;
      if (position < seen) return entry.value;
    }
    throw new Error('position outside the histogram');
  };
  return (valueAt(Math.floor((total - 1) / 2)) + valueAt(Math.floor(total / 2))) / 2;
}

/** The median of plain values (the tests' independent count, and the definition `medianOfCounts` keeps). */
export const median = (values: readonly number[]): number | null =>
  medianOfCounts(values.map((value) => ({ value, count: 1 })));

/**
 * The promise chart's buckets by whole minutes late (delivered − promised, rounded up): kept (0 or less: on time or
 * early), then up to 5, 15 and 30 minutes late, and more.
 */
export const lateBuckets = ['kept', 'upTo5', 'upTo15', 'upTo30', 'over30'] as const;
export type LateBucket = (typeof lateBuckets)[number];

export function lateBucketOf(minutesLate: number): LateBucket {
  if (minutesLate <= 0) return 'kept';
  if (minutesLate <= 5) return 'upTo5';
  if (minutesLate <= 15) return 'upTo15';
  if (minutesLate <= 30) return 'upTo30';
  return 'over30';
}

/** Every bucket with its count of orders, in order, the empty ones as 0. */
export function lateBucketCounts(histogram: readonly ValueCount[]): { bucket: LateBucket; orders: number }[] {
  const counts = new Map<LateBucket, number>(lateBuckets.map((bucket) => [bucket, 0]));
  for (const { value, count } of histogram) {
    const bucket = lateBucketOf(value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  }
  return lateBuckets.map((bucket) => ({ bucket, orders: counts.get(bucket) ?? 0 }));
}

export interface Sums {
  orders: number;
  revenue: number;
}

/**
 * The heat map's 7 × 24 cells, Monday 0 h first and Sunday 23 h last; `weekday` 1 is Monday as in ISO (and
 * PostgreSQL's isodow), `hour` 0–23 of the local clock.
 */
export function heatCells(
  sums: readonly (Sums & { isoWeekday: number; hour: number })[],
): (Sums & { weekday: Weekday; hour: number })[] {
  const byCell = new Map(sums.map((sum) => [`${sum.isoWeekday}-${sum.hour}`, sum]));
  return weekdays.flatMap((weekday, index) =>
    Array.from({ length: 24 }, (_, hour) => {
      const sum = byCell.get(`${index + 1}-${hour}`);
      return { weekday, hour, orders: sum?.orders ?? 0, revenue: sum?.revenue ?? 0 };
    }),
  );
}

/** Every day of `days` with its sums, a day without orders as zeros. */
export function dayRows(
  days: readonly string[],
  sums: readonly (Sums & { date: string })[],
): (Sums & { date: string })[] {
  const byDay = new Map(sums.map((sum) => [sum.date, sum]));
  return days.map((date) => ({
    date,
    orders: byDay.get(date)?.orders ?? 0,
    revenue: byDay.get(date)?.revenue ?? 0,
  }));
}

/** The average basket: revenue per order, rounded to the forint; 0 without orders. */
export const averageBasket = ({ orders, revenue }: Sums): number =>
  orders === 0 ? 0 : Math.round(revenue / orders);

/**
 * Groups of many days as one group per key: the numbers `fields` names summed, the rest of the first row kept
 * (a dish's name, say). The reports merge the database's groups of each day or month so.
 */
export function mergeGroups<Row extends object>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  fields: readonly (keyof Row)[],
): Row[] {
  const groups = new Map<string, Row>();
  for (const row of rows) {
    const seen = groups.get(keyOf(row));
    if (!seen) groups.set(keyOf(row), { ...row });
    else for (const field of fields) (seen[field] as number) += row[field] as number;
  }
  return [...groups.values()];
}
