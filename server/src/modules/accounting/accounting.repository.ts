import { and, asc, count, eq, getTableColumns, gt, lte, max, min, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inLocalDays, localDaySql } from '../../db/local-day.ts';
import { forInstantOf, orderLines, orders, products, settings } from '../../db/schema/index.ts';

export type ExportOrderRow = typeof orders.$inferSelect & { day: string };
export type ExportLineRow = typeof orderLines.$inferSelect & {
  ntakCategory: string | null;
  ntakSubCategory: string | null;
};

/** Ids from `after` (exclusive) to `upTo` (inclusive): a window of the primary key. */
export interface IdWindow {
  after: number;
  upTo: number;
}

/** The restaurant-local day an order is for, as the daily summary counts it: its pre-order slot's, else when placed. */
const orderDay = localDaySql(forInstantOf(orders));

/**
 * The lowest and highest id of the orders for the days `from`–`to`, found through the index of the instant an order
 * is for: the window covers exactly those orders and the ones placed between them. Undefined when there are none.
 */
export async function idSpan(
  db: Queryable,
  range: { from: string; to: string },
): Promise<IdWindow | undefined> {
  const [span] = await db
    // With the count beside them, min and max are taken over the range's rows (found by the index); alone, each
    // would be planned as a walk of the primary key until the first row in range, through years of orders.
    .select({ orders: count(), first: min(orders.id), last: max(orders.id) })
    .from(orders)
    .where(inLocalDays(forInstantOf(orders), range.from, range.to));
  return span?.orders && span.first && span.last ? { after: span.first - 1, upTo: span.last } : undefined;
}

const inWindow = (column: typeof orders.id | typeof orderLines.orderId, window: IdWindow) =>
  and(gt(column, window.after), lte(column, window.upTo));

/**
 * The orders of the days `from`–`to` within an id window, by id. A window of the primary key rather than "the next
 * 1000": PostgreSQL cannot tell how many rows the day filter keeps, and for a LIMIT it would sort the whole table.
 */
export function ordersIn(db: Queryable, range: { from: string; to: string }, window: IdWindow) {
  return db
    .select({ ...getTableColumns(orders), day: sql<string>`${orderDay}::text` })
    .from(orders)
    .where(
      and(inWindow(orders.id, window), sql`${orderDay} between ${range.from}::date and ${range.to}::date`),
    )
    .orderBy(asc(orders.id));
}

/** The lines of the orders of an id window with their products' NTAK categories today (none once deleted). */
export function linesIn(db: Queryable, window: IdWindow): Promise<ExportLineRow[]> {
  return db
    .select({
      ...getTableColumns(orderLines),
      ntakCategory: products.ntakCategory,
      ntakSubCategory: products.ntakSubCategory,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inWindow(orderLines.orderId, window))
    .orderBy(asc(orderLines.id));
}

/**
 * The rates configured, the delivery fee's and any rate a product has: the orders report's VAT columns. Read from
 * the settings and the products, never by scanning a year of lines (that alone would hold the server up).
 */
export async function vatRatesInUse(db: Queryable): Promise<number[]> {
  const [configured] = await db
    .select({ rates: settings.vatRates, delivery: settings.deliveryVatRate })
    .from(settings)
    .limit(1);
  const productRates = await db.selectDistinct({ rate: products.vatRate }).from(products);
  const rates = [
    ...(configured?.rates ?? []),
    configured?.delivery ?? 0,
    ...productRates.map((row) => row.rate),
  ];
  return [...new Set(rates)].sort((a, b) => b - a);
}
