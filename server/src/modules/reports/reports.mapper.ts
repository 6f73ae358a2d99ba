import { RefusalReason } from '@konyha/domain/orders/order-decisions.schemas';
import { type OrderState, type PaymentMethod, paymentMethods } from '@konyha/domain/orders/order-states';
import {
  averageBasket,
  dayRows,
  heatCells,
  lateBucketCounts,
  medianOfCounts,
  mergeGroups,
  type Sums,
  type ValueCount,
} from '@konyha/domain/reports/report-buckets';
import { daysOf, type ReportRange } from '@konyha/domain/reports/report-range';
import type {
  DecisionsPeriod,
  HoursPeriod,
  PaymentsPeriod,
  ProductSales,
  ProductsPeriod,
  PromisesPeriod,
  SalesPeriod,
} from '@konyha/domain/reports/reports.schemas';

// The database's grouped rows (order-reports.repository.ts) as the charts take them: every bucket present, zeros
// included, and the totals summed from the groups (a few hundred rows at most, never the orders themselves).

const sumOf = <Row>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((sum, row) => sum + value(row), 0);
const sumsOf = (rows: readonly Sums[]): Sums => ({
  orders: sumOf(rows, (row) => row.orders),
  revenue: sumOf(rows, (row) => row.revenue),
});

export function toSales(
  range: ReportRange,
  rows: readonly (Sums & { day: string; couponsUsed: number; couponDiscount: number })[],
): SalesPeriod {
  const sums = sumsOf(rows);
  return {
    range,
    days: dayRows(
      daysOf(range),
      rows.map((row) => ({ ...row, date: row.day })),
    ),
    totals: {
      ...sums,
      averageBasket: averageBasket(sums),
      couponsUsed: sumOf(rows, (row) => row.couponsUsed),
      couponDiscount: sumOf(rows, (row) => row.couponDiscount),
    },
  };
}

export function toHours(
  range: ReportRange,
  rows: readonly (Sums & { isoWeekday: number; hour: number })[],
): HoursPeriod {
  const cells = mergeGroups(rows, (row) => `${row.isoWeekday}-${row.hour}`, ['orders', 'revenue']);
  return { range, cells: heatCells(cells), totals: sumsOf(rows) };
}

export function toPayments(
  range: ReportRange,
  rows: readonly (Sums & { method: PaymentMethod })[],
): PaymentsPeriod {
  const byMethod = mergeGroups(rows, (row) => row.method, ['orders', 'revenue']);
  const methods = paymentMethods.map((method) => {
    const row = byMethod.find((r) => r.method === method);
    return { method, orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
  });
  return { range, methods, totals: sumsOf(methods) };
}

type Sold = { quantity: number; revenue: number };
/** Best seller first; `name` breaks ties so the order is the same on every call. */
const bestFirst =
  <Row extends Sold>(name: (row: Row) => string) =>
  (a: Row, b: Row) =>
    b.quantity - a.quantity || b.revenue - a.revenue || name(a).localeCompare(name(b));

type Option = ProductSales['options'][number];

export function toProducts(
  range: ReportRange,
  dishes: readonly (Omit<ProductSales, 'options'> & { productId: number | string | null })[],
  choices: readonly (Option & { key: string })[],
): ProductsPeriod {
  const options = mergeGroups(choices, (choice) => `${choice.key}/${choice.groupName}/${choice.name}`, [
    'quantity',
    'revenue',
  ]);
  const products = mergeGroups(dishes, (dish) => dish.key, ['quantity', 'revenue'])
    .map((dish) => ({
      ...dish,
      // max() of an integer column comes back as a string from some drivers.
      productId: dish.productId === null ? null : Number(dish.productId),
      options: options
        .filter((choice) => choice.key === dish.key)
        .map(({ key: _, ...choice }) => choice)
        .sort(bestFirst((choice: Option) => `${choice.groupName}/${choice.name}`)),
    }))
    .sort(bestFirst((dish: ProductSales) => dish.key));
  return {
    range,
    products,
    totals: { quantity: sumOf(products, (p) => p.quantity), revenue: sumOf(products, (p) => p.revenue) },
  };
}

export function toDecisions(
  range: ReportRange,
  rows: readonly (Sums & { state: OrderState; reason: string | null })[],
): DecisionsPeriod {
  const refused = rows.flatMap((row) =>
    row.state === 'REJECTED' || row.state === 'CANCELLED'
      ? [{ ...row, kind: row.state, reason: RefusalReason.safeParse(row.reason).data ?? null }]
      : [],
  );
  // Reasons the schema no longer knows fall together under null, so each kind and reason is one row.
  const reasons = new Map<string, DecisionsPeriod['reasons'][number]>();
  for (const { kind, reason, orders, revenue } of refused) {
    const key = `${kind}/${reason}`;
    const seen = reasons.get(key) ?? { kind, reason, orders: 0, revenue: 0 };
    reasons.set(key, { ...seen, orders: seen.orders + orders, revenue: seen.revenue + revenue });
  }
  const ofKind = (kind: OrderState) =>
    sumOf(
      refused.filter((row) => row.kind === kind),
      (row) => row.orders,
    );
  return {
    range,
    reasons: [...reasons.values()].sort(
      (a, b) => b.orders - a.orders || `${a.kind}/${a.reason}`.localeCompare(`${b.kind}/${b.reason}`),
    ),
    totals: {
      placed: sumOf(rows, (row) => row.orders),
      rejected: ofKind('REJECTED'),
      cancelled: ofKind('CANCELLED'),
    },
  };
}

export function toPromises(range: ReportRange, histogram: readonly ValueCount[]): PromisesPeriod {
  const delivered = sumOf(histogram, (entry) => entry.count);
  const lateOnes = histogram.filter((entry) => entry.value > 0);
  const late = sumOf(lateOnes, (entry) => entry.count);
  return {
    range,
    totals: {
      delivered,
      kept: delivered - late,
      late,
      keptShare: delivered === 0 ? null : (delivered - late) / delivered,
      medianMinutesLate: medianOfCounts(lateOnes),
      medianMinutes: medianOfCounts(histogram),
    },
    buckets: lateBucketCounts(histogram),
  };
}
