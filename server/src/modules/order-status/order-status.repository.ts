import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { eventLog, orderLines, orderStatusLinks, orders } from '../../db/schema/index.ts';

export type StatusOrderRow = typeof orders.$inferSelect;
export type StatusLineRow = typeof orderLines.$inferSelect;

/** Stores a link unless it is stored already (the profile's link of an order and caller is always the same). */
export async function keepLink(db: Queryable, orderId: number, tokenHash: string, now: Date) {
  await db
    .insert(orderStatusLinks)
    .values({ orderId, tokenHash, createdAt: now })
    .onConflictDoNothing({ target: orderStatusLinks.tokenHash });
}

/**
 * The order a token's hash leads to, with what decides whether it may be shown: one indexed lookup whatever the
 * token was, so unknown, malformed and expired links cost the same.
 */
export async function findLinkedOrder(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ orderId: orders.id, orderDate: orders.orderDate, paymentStatus: orders.paymentStatus })
    .from(orderStatusLinks)
    .innerJoin(orders, eq(orders.id, orderStatusLinks.orderId))
    .where(eq(orderStatusLinks.tokenHash, tokenHash));
  return row;
}

export async function findOrder(db: Queryable, id: number): Promise<StatusOrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export function linesOf(db: Queryable, orderIds: number[]): Promise<StatusLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** The order's state changes from its event log, oldest first (the page's timeline). */
export function stateChangesOf(db: Queryable, orderId: number) {
  return db
    .select({ at: eventLog.eventDateTime, to: eventLog.orderStateTo })
    .from(eventLog)
    .where(and(eq(eventLog.orderId, orderId), isNotNull(eventLog.orderStateTo)))
    .orderBy(asc(eventLog.eventDateTime), asc(eventLog.id));
}
