import type { OrderSortKey } from '@konyha/domain/orders/order.schemas';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

const sortColumns = {
  id: orders.id,
  date: orders.orderDate,
  status: orders.state,
  paid: orders.payed,
  price: orders.discountedPrice,
} as const;

export interface PageRequest<K extends string> {
  pageNo: number;
  pageSize: number;
  sortBy: K;
  ascending: boolean;
}

/** A page of orders matching `where`, with the total count; ties broken by id so pages never overlap. */
export async function listOrdersPage(db: Queryable, where: SQL | undefined, page: PageRequest<OrderSortKey>) {
  const direction = page.ascending ? asc : desc;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(direction(sortColumns[page.sortBy]), direction(orders.id))
    .limit(page.pageSize)
    .offset(page.pageNo * page.pageSize);
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  return { rows, count: total?.count ?? 0 };
}

export function linesOf(db: Queryable, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export const ofUser = (userId: number) => eq(orders.userId, userId);
