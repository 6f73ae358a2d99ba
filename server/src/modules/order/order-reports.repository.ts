import { refusedStates } from '@konyha/domain/orders/order-states';
import type { ValueCount } from '@konyha/domain/reports/report-buckets';
import type { ReportRange } from '@konyha/domain/reports/report-range';
import { and, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inLocalDays, localClockSql, localDaySql } from '../../db/local-day.ts';
import { eventLog, forInstantOf, orderLines, orders, unsettledPayments } from '../../db/schema/index.ts';

// The manager's reports (issue 33): each a GROUP BY in the database over a range's orders, so three years answer in
// a few hundred rows whatever their number. The reports module shapes them (modules/reports); docs/reports.md says
// what counts.

/** The instant an order is for (its pre-order slot, else when placed): its day and hour in every report. */
const forInstant = forInstantOf(orders);
const inRange = (range: ReportRange) => inLocalDays(forInstant, range.from, range.to);
/** Every grouping is also by day, so report_days can keep each past day's groups (order-report-days.ts). */
const day = sql<string>`${localDaySql(forInstant)}::text`;
const total = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * The orders that count as sales, as the daily summary and the exports count them: neither rejected nor cancelled,
 * and not an online payment that never went through (staff never saw those).
 */
const sales = (range: ReportRange) =>
  and(
    inRange(range),
    notInArray(orders.paymentStatus, unsettledPayments),
    notInArray(orders.state, [...refusedStates]),
  );
const salesSums = { orders: count(), revenue: total(sql`${orders.total}`) };

/** Orders, revenue and coupons by local day. */
export function salesByDay(db: Queryable, range: ReportRange) {
  return db
    .select({
      day,
      ...salesSums,
      couponsUsed: count(orders.couponCode),
      couponDiscount: total(
        sql`case when ${orders.couponCode} is not null then ${orders.originalPrice} - ${orders.discountedPrice} else 0 end`,
      ),
    })
    .from(orders)
    .where(sales(range))
    .groupBy(day);
}

/** Orders and revenue by ISO weekday (1 Monday) and hour of the Budapest clock. */
export function salesByHour(db: Queryable, range: ReportRange) {
  const isoWeekday = sql<number>`extract(isodow from ${localClockSql(forInstant)})::int`.mapWith(Number);
  const hour = sql<number>`extract(hour from ${localClockSql(forInstant)})::int`.mapWith(Number);
  return db
    .select({ day, isoWeekday, hour, ...salesSums })
    .from(orders)
    .where(sales(range))
    .groupBy(day, isoWeekday, hour);
}

export function salesByPayment(db: Queryable, range: ReportRange) {
  return db
    .select({ day, method: orders.payment, ...salesSums })
    .from(orders)
    .where(sales(range))
    .groupBy(day, orders.payment);
}

/**
 * The lines of the range's sales. The ids of the range's orders bound the lines' order ids too: without the bound
 * the planner joins a month's orders to a scan of every line of three years.
 */
const salesLines = (range: ReportRange) =>
  and(
    sales(range),
    sql`${orderLines.orderId} between (select min(${orders.id}) from ${orders} where ${inRange(range)})
      and (select max(${orders.id}) from ${orders} where ${inRange(range)})`,
  );

/** A dish the same across periods: its product, its lunch menu variant, or its name once neither is known. */
const dishKey = sql<string>`case
  when ${orderLines.productId} is not null then 'product:' || ${orderLines.productId}
  when ${orderLines.lunchVariantId} is not null then 'lunch:' || ${orderLines.lunchVariantId}
  else 'name:' || ${orderLines.name} end`;

/** Portions and revenue (unit price with options × quantity, before the order's coupon) by dish. */
export function dishSales(db: Queryable, range: ReportRange) {
  return db
    .select({
      day,
      key: dishKey,
      productId: sql<number | null>`max(${orderLines.productId})`,
      name: sql<string>`max(${orderLines.name})`,
      nameEnglish: sql<string>`max(${orderLines.nameEnglish})`,
      quantity: total(sql`${orderLines.quantity}`),
      revenue: total(sql`${orderLines.unitPrice} * ${orderLines.quantity}`),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(salesLines(range))
    .groupBy(day, dishKey);
}

export interface OptionSalesRow {
  day: string;
  key: string;
  groupName: string;
  groupNameEnglish: string;
  name: string;
  nameEnglish: string;
  quantity: number;
  revenue: number;
}

/** Each option choice by dish, group and name as ordered: portions with it, and its own price × those portions. */
export async function optionSales(db: Queryable, range: ReportRange): Promise<OptionSalesRow[]> {
  const result = await db.execute(sql`
    select ${day} as day, ${dishKey} as key, choice->>'groupName' as "groupName", max(choice->>'groupNameEnglish') as "groupNameEnglish",
      choice->>'name' as name, max(choice->>'nameEnglish') as "nameEnglish",
      sum(${orderLines.quantity})::bigint as quantity,
      sum((choice->>'price')::int * ${orderLines.quantity})::bigint as revenue
    from ${orderLines}
    join ${orders} on ${orders.id} = ${orderLines.orderId}
    cross join lateral jsonb_array_elements(${orderLines.options}) as choice
    where ${salesLines(range)} and ${orderLines.options} <> '[]'::jsonb
    group by 1, 2, 3, 5`);
  return (result as unknown as { rows: OptionSalesRow[] }).rows.map((row) => ({
    ...row,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}

/**
 * The range's orders staff decided on, by state and refusal reason: the refused ones (whatever their payment: an
 * online payment given up is rejected with its reason) and those counted as sales (reason null).
 */
export function decisions(db: Queryable, range: ReportRange) {
  const refused = inArray(orders.state, [...refusedStates]);
  return db
    .select({ day, state: orders.state, reason: orders.rejectionReason, ...salesSums })
    .from(orders)
    .where(and(inRange(range), sql`(${refused} or ${notInArray(orders.paymentStatus, unsettledPayments)})`))
    .groupBy(day, orders.state, orders.rejectionReason);
}

/**
 * Delivered orders with a promised time by whole minutes late (delivered − promised, rounded up; 0 or less: kept).
 * Delivered when the last change to DELIVERED was logged; an order without that entry stays out.
 */
export async function minutesLate(
  db: Queryable,
  range: ReportRange,
): Promise<(ValueCount & { day: string })[]> {
  const result = await db.execute(sql`
    select day, minutes as value, count(*)::int as count from (
      select ${day} as day, ceil(extract(epoch from ((
        select max(${eventLog.eventDateTime}) from ${eventLog}
        where ${eventLog.orderId} = ${orders.id} and ${eventLog.orderStateTo} = 'DELIVERED'
      ) - ${orders.promisedAt})) / 60)::int as minutes
      from ${orders}
      where ${sales(range)} and ${orders.state} = 'DELIVERED' and ${orders.promisedAt} is not null
    ) as delivered
    where minutes is not null
    group by day, minutes`);
  return (result as unknown as { rows: (ValueCount & { day: string })[] }).rows.map((row) => ({
    day: row.day,
    value: Number(row.value),
    count: Number(row.count),
  }));
}
