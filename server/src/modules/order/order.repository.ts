import type { OrderSortKey } from '@konyha/domain/orders/order.schemas';
import { undeliveredStates } from '@konyha/domain/orders/order-states';
import { and, asc, eq, gte, inArray, isNull, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inLocalDays } from '../../db/local-day.ts';
import { type PageRequest, selectPage } from '../../db/paging.ts';
import {
  forInstantOf,
  orderCount,
  orderLines,
  orderStatusLinks,
  orders,
  unsettledPayments,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

const sortColumns = {
  id: orders.id,
  date: orders.orderDate,
  status: orders.state,
  paid: orders.payed,
  price: orders.discountedPrice,
} as const;

/** A page of the orders matching `where`; `total` counts them when that is cheaper than counting the index. */
export function listOrdersPage(
  db: Queryable,
  where: SQL | undefined,
  page: PageRequest<OrderSortKey>,
  total?: (db: Queryable) => Promise<number>,
) {
  return selectPage(db, orders, { sortBy: sortColumns, id: orders.id }, page, where, total);
}

/** How many orders count (`counted`), as the trigger of migration 0015 keeps it. */
export async function countCounted(db: Queryable): Promise<number> {
  const [row] = await db.select({ counted: orderCount.counted }).from(orderCount);
  return row?.counted ?? 0;
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

export async function findOrderByIdempotencyKey(db: Queryable, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

export async function findOrderByPaymentReference(
  db: Queryable,
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentReference, reference));
  return row;
}

export async function findOrder(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Inserts the order unless its idempotency key is taken (then undefined: the first request's order stands). */
export async function insertOrder(
  db: Queryable,
  values: typeof orders.$inferInsert,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  return row;
}

export async function insertLines(db: Queryable, values: (typeof orderLines.$inferInsert)[]) {
  await db.insert(orderLines).values(values);
}

export async function updatePayment(
  db: Queryable,
  id: number,
  values: Pick<
    Partial<OrderRow>,
    'payed' | 'paymentStatus' | 'paymentReference' | 'paymentUrl' | 'refundReference' | 'paymentCheckedAt'
  >,
  onlyIfStatus?: string,
): Promise<OrderRow | undefined> {
  const where = onlyIfStatus
    ? and(eq(orders.id, id), eq(orders.paymentStatus, onlyIfStatus))
    : eq(orders.id, id);
  const [row] = await db.update(orders).set(values).where(where).returning();
  return row;
}

/**
 * The provider's payments still in doubt since `since` (issue 27): waiting or given up, never asked about, with a
 * reference of `prefix` (the provider's). The daily check asks the provider about them (orders_payment_doubt_idx).
 */
export function paymentsInDoubt(db: Queryable, since: Date, prefix: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ['REDIRECTED', 'ABANDONED']),
        isNull(orders.paymentCheckedAt),
        gte(orders.orderDate, since),
        like(orders.paymentReference, `${prefix}%`),
      ),
    )
    .orderBy(orders.orderDate)
    .limit(500);
}

/** Issue 30: what the courier collects at the door on top of an online payment grows by `amount` (or shrinks). */
export async function addExtraDue(db: Queryable, id: number, amount: number) {
  await db
    .update(orders)
    .set({ extraDue: sql`${orders.extraDue} + ${amount}` })
    .where(eq(orders.id, id));
}

/** Something the order's answers show changed outside its row (an extra paid): its version grows (the trigger). */
export async function touchOrder(db: Queryable, id: number) {
  await db
    .update(orders)
    .set({ extraDue: sql`${orders.extraDue}` })
    .where(eq(orders.id, id));
}

export async function deleteOrder(db: Queryable, id: number) {
  await db.delete(orders).where(eq(orders.id, id));
}

export const counted = notInArray(orders.paymentStatus, unsettledPayments);
export const isCounted = (row: OrderRow) => !unsettledPayments.includes(row.paymentStatus);

/** The instant an order is for (indexed: orders_for_instant_idx, which also gives a day's list its order). */
const forInstant = forInstantOf(orders);

const onDay = (day: string) => inLocalDays(forInstant, day);

export const forDay = (day: string) => and(counted, onDay(day));

/** What the kitchen works on today: today's orders and anything not yet delivered from any day. */
export const forToday = (day: string) =>
  and(counted, or(onDay(day), inArray(orders.state, [...undeliveredStates])));

/** Orders whose timers may still matter (an order waiting for its payment has none yet). */
export const stillNew = and(counted, eq(orders.state, 'NEW'));

export function listOrders(db: Queryable, where: SQL | undefined): Promise<OrderRow[]> {
  return db.select().from(orders).where(where).orderBy(asc(forInstant), asc(orders.id));
}

/** Locks the order row for the rest of the transaction, so concurrent staff changes log true from → to pairs. */
export async function lockOrder(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export type OrderChange = Partial<
  Pick<
    OrderRow,
    | 'state'
    | 'payed'
    | 'acknowledgedAt'
    | 'acceptedAt'
    | 'promisedAt'
    | 'rejectionReason'
    | 'rejectionNote'
    | 'paymentStatus'
    | 'refundReference'
  >
>;

export async function updateOrder(db: Queryable, id: number, values: OrderChange) {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row;
}

/** What a content change (issue 30) writes of an order: its address, slot, note, money and when it changed. */
export type OrderContentChange = Partial<
  Pick<
    OrderRow,
    | 'zipCode'
    | 'city'
    | 'street'
    | 'floor'
    | 'door'
    | 'doorbell'
    | 'courierNote'
    | 'note'
    | 'preOrderDate'
    | 'slotAt'
    | 'promisedAt'
    | 'originalPrice'
    | 'discountedPrice'
    | 'shippingCost'
    | 'shippingVatRate'
    | 'shippingNet'
    | 'shippingVat'
    | 'deposit'
    | 'total'
    | 'payWith'
    | 'changedAt'
  >
>;

export async function updateContent(db: Queryable, id: number, values: OrderContentChange) {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row;
}

/** The order's lines replaced by `lines` (its own id filled in). */
export async function replaceLines(
  db: Queryable,
  orderId: number,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
) {
  await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
}

export async function insertStatusLink(db: Queryable, orderId: number, tokenHash: string, now: Date) {
  await db.insert(orderStatusLinks).values({ orderId, tokenHash, createdAt: now });
}

/** Stores a link unless it is stored already (the profile's link of an order and caller is always the same). */
export async function keepStatusLink(db: Queryable, orderId: number, tokenHash: string, now: Date) {
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
