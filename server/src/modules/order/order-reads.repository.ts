import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  max,
  min,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type ContactSearch, contactMatches } from '../../db/contact-search.ts';
import { inLocalDays, localDaySql } from '../../db/local-day.ts';
import { forInstantOf, orderLines, orders, products } from '../../db/schema/index.ts';

// The orders as other modules read them (createOrderReads in order.service.ts): only this module queries its tables.

/** An order's day as `orderDayOf` tells it: its slot's instant, or when it was placed (orders_portion_instant_idx). */
const orderInstant = sql`coalesce(${orders.slotAt}, ${orders.orderDate})`;

/** The orders whose lines take portions: not refused (REJECTED, CANCELLED), leaving out `except` (being written). */
const takesPortions = (except?: number) =>
  and(
    notInArray(orders.state, ['REJECTED', 'CANCELLED']),
    except === undefined ? undefined : ne(orders.id, except),
  );

/** The quantities of the lines with one of `ids` in `column`, by that id, of the orders `where` keeps. */
async function quantitiesBy(
  db: Queryable,
  column: typeof orderLines.productId | typeof orderLines.lunchVariantId,
  ids: number[],
  where: SQL | undefined,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: column, ordered: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(column, ids), where))
    .groupBy(column);
  return new Map(rows.flatMap(({ id, ordered }) => (id ? [[id, ordered] as const] : [])));
}

/** Portions of these products ordered for a local day, by product, but those of order `except`. */
export const orderedPortions = (db: Queryable, productIds: number[], day: string, except?: number) =>
  quantitiesBy(
    db,
    orderLines.productId,
    productIds,
    and(takesPortions(except), inLocalDays(orderInstant, day)),
  );

/**
 * Portions of these lunch menu variants ordered (issue 31), by variant, counted as a dish's are (sets and mains
 * alone alike), but those of order `except`. A variant is of one day, so its lines need no day filter.
 */
export const orderedLunchPortions = (db: Queryable, variantIds: number[], except?: number) =>
  quantitiesBy(db, orderLines.lunchVariantId, variantIds, takesPortions(except));

/**
 * How long an online card payment may wait for the card's answer (3-D Secure) and still hold its place: as long
 * as the card data it was paid with is valid. A declined payment deletes its order, so only abandoned ones are
 * left waiting after that.
 */
const paymentPatienceMinutes = 15;

/** The orders that take a place in their slot: not refused, and not an online payment the guest abandoned. */
const holdsPlace = (now: Date) =>
  and(
    notInArray(orders.state, ['REJECTED', 'CANCELLED']),
    or(
      notInArray(orders.paymentStatus, ['PENDING', 'CHALLENGE']),
      gt(orders.orderDate, new Date(now.getTime() - paymentPatienceMinutes * 60_000)),
    ),
  );

/** The places taken in the slots first…last (inclusive), by the slot's instant in milliseconds. */
export async function placesTaken(db: Queryable, first: Date, last: Date, now: Date) {
  const rows = await db
    .select({ slotAt: orders.slotAt, taken: count() })
    .from(orders)
    .where(and(between(orders.slotAt, first, last), holdsPlace(now)))
    .groupBy(orders.slotAt);
  return new Map(rows.flatMap(({ slotAt, taken }) => (slotAt ? [[slotAt.getTime(), taken] as const] : [])));
}

/** The places taken in one slot, as `q` sees them (the caller's own uncommitted order included). */
export async function placesTakenInSlot(q: Queryable, slotAt: Date, now: Date): Promise<number> {
  const [row] = await q
    .select({ taken: count() })
    .from(orders)
    .where(and(eq(orders.slotAt, slotAt), holdsPlace(now)));
  return row?.taken ?? 0;
}

/** The customer's earlier order notes, newest first, each once. */
export async function listNotes(db: Queryable, userId: number, limit = 10): Promise<string[]> {
  const rows = await db
    .select({ note: orders.note, last: sql<string>`max(${orders.orderDate})`.as('last') })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.note, '')))
    .groupBy(orders.note)
    .orderBy(desc(sql`last`))
    .limit(limit);
  return rows.map((r) => r.note);
}

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

/** A guest's e-mail as the customer search groups guests by it: one customer per address, whatever its case. */
const guestEmail = sql<string>`lower(${orders.email})`;

/** The e-mails of up to `limit` guests (no account) whose orders match a customer search, the latest first. */
export async function guestEmailsMatching(db: Queryable, search: ContactSearch, limit: number) {
  const rows = await db
    .select({ email: guestEmail })
    .from(orders)
    .where(and(isNull(orders.userId), contactMatches(orders, search)))
    .groupBy(guestEmail)
    .orderBy(desc(max(orders.orderDate)))
    .limit(limit);
  return rows.map((row) => row.email);
}

/**
 * The latest `perOwner` orders of each account in `userIds` and of each guest e-mail in `emails` (lower-case; only
 * orders placed without an account), newest first within each.
 */
export async function latestOrdersOf(
  db: Queryable,
  { userIds, emails }: { userIds: number[]; emails: string[] },
  perOwner: number,
) {
  if (userIds.length === 0 && emails.length === 0) return [];
  const { id, userId, name, email, phone, orderDate, total } = orders;
  const { zipCode, city, street, floor, door, doorbell, courierNote } = orders;
  const owner = sql`coalesce(${userId}::text, ${guestEmail})`;
  const ranked = db
    .select({
      ...{ id, userId, name, email, phone, orderDate, total },
      ...{ zipCode, city, street, floor, door, doorbell, courierNote },
      rank: sql<number>`row_number() over (partition by ${owner} order by ${orderDate} desc, ${id} desc)`.as(
        'rank',
      ),
    })
    .from(orders)
    .where(
      or(
        userIds.length > 0 ? inArray(userId, userIds) : undefined,
        emails.length > 0 ? and(isNull(userId), inArray(guestEmail, emails)) : undefined,
      ),
    )
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, perOwner));
}

/** The lines of these orders, in the order they were added. */
export function linesOf(db: Queryable, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  const { orderId, productId, name, quantity, options } = orderLines;
  return db
    .select({ orderId, productId, name, quantity, options })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}
