import { and, eq, inArray, ne, notInArray, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inLocalDays } from '../../db/local-day.ts';
import { orderLines, orders, products } from '../../db/schema/index.ts';

/** The advisory-lock namespace of a dish's portions on one day (the slots' is 14). */
const portionLockSpace = 15;

/** An order's day as `orderDayOf` tells it: its slot's instant, or when it was placed (orders_portion_instant_idx). */
const orderInstant = sql`coalesce(${orders.slotAt}, ${orders.orderDate})`;

/**
 * Portions of these products ordered for a local day, by product: the lines of the orders of that day that are
 * not refused (REJECTED, CANCELLED), leaving out the order `except` (the one being written).
 */
export async function orderedPortions(
  db: Queryable,
  productIds: number[],
  day: string,
  except?: number,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderLines.productId, ordered: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.productId, productIds),
        notInArray(orders.state, ['REJECTED', 'CANCELLED']),
        inLocalDays(orderInstant, day),
        except === undefined ? undefined : ne(orders.id, except),
      ),
    )
    .groupBy(orderLines.productId);
  return new Map(
    rows.flatMap(({ productId, ordered }) => (productId ? [[productId, ordered] as const] : [])),
  );
}

/**
 * Waits until no other transaction counts or takes this dish's portions of this day (on every instance: the lock
 * is the database's), then answers its daily count as it is now (null: no limit, or the dish is gone).
 */
export async function lockPortions(tx: Queryable, productId: number, day: string): Promise<number | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${portionLockSpace}::int, hashtext(${`${productId} ${day}`}))`,
  );
  const [row] = await tx
    .select({ dailyPortions: products.dailyPortions })
    .from(products)
    .where(eq(products.id, productId));
  return row?.dailyPortions ?? null;
}
