import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { localDaySql } from '../../db/local-day.ts';
import { orderLines, orders, products, settings } from '../../db/schema/index.ts';

export type ExportOrderRow = typeof orders.$inferSelect & { day: string };
export type ExportLineRow = typeof orderLines.$inferSelect & {
  ntakCategory: string | null;
  ntakSubCategory: string | null;
};

/** The restaurant-local day an order is for, as the daily summary counts it: its pre-order slot's, else when placed. */
const orderDay = localDaySql(sql`coalesce(${orders.preOrderDate}, ${orders.orderDate})`);

/**
 * The next `limit` orders of the days `from`–`to` after order `afterId`, by id: a keyset page, so reading a year
 * holds one page at a time and each query walks the primary key from where the last one stopped.
 */
export function ordersPage(
  db: Queryable,
  range: { from: string; to: string },
  afterId: number,
  limit: number,
): Promise<ExportOrderRow[]> {
  return db
    .select({ ...getTableColumns(orders), day: sql<string>`${orderDay}::text` })
    .from(orders)
    .where(and(gt(orders.id, afterId), sql`${orderDay} between ${range.from}::date and ${range.to}::date`))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** The lines of these orders with their products' NTAK categories today (none for a product since deleted). */
export function linesOf(db: Queryable, orderIds: number[]): Promise<ExportLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...getTableColumns(orderLines),
      ntakCategory: products.ntakCategory,
      ntakSubCategory: products.ntakSubCategory,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** The rates configured and any other rate a line or a delivery fee was ever sold at (a rate removed since). */
export async function vatRatesInUse(db: Queryable): Promise<number[]> {
  const [configured] = await db.select({ rates: settings.vatRates }).from(settings).limit(1);
  const lineRates = await db.selectDistinct({ rate: orderLines.vatRate }).from(orderLines);
  const deliveryRates = await db.selectDistinct({ rate: orders.shippingVatRate }).from(orders);
  const rates = [...(configured?.rates ?? []), ...[...lineRates, ...deliveryRates].map((row) => row.rate)];
  return [...new Set(rates)].sort((a, b) => b - a);
}
