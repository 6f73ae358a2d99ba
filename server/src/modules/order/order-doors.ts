import type { Database, Queryable } from '../../db/client.ts';
import type { ContactSearch } from '../../db/contact-search.ts';
import * as repo from './order.repository.ts';
import * as closing from './order-day-close.repository.ts';
import * as reads from './order-reads.repository.ts';
import { asOrder } from './order-refusal.ts';
import { type DayRows, keptGroups, type Merge } from './order-report-days.ts';
import * as reports from './order-reports.repository.ts';

// The order module's doors for other modules: only this module queries the orders tables (scripts/boundaries.ts),
// so what others write or read of them goes through these, re-exported by order.service.ts.

/**
 * The checkout module's side of the orders table: it writes a new order and its lines in its own transaction, and
 * finds the order an Idempotency-Key placed. Placing an order is the checkout's; its life after is this module's.
 */
export const orderBook = {
  /** Inserts the order unless its idempotency key is taken (then undefined: the first request's order stands). */
  insert: repo.insertOrder,
  insertLines: repo.insertLines,
  byIdempotencyKey: repo.findOrderByIdempotencyKey,
};

/**
 * Writes what became of an order decided long ago, without a decision's effects (no event, mail, timer, refund or
 * NOTIFY): the bench's history (scripts/bench/history) records its three years so. Today's decisions go through
 * order-decisions.service.ts and changeStatus.
 */
export async function recordPastOutcome(
  tx: Queryable,
  orderId: number,
  { change, paid }: { change: repo.OrderChange; paid: { paymentReference: string } | null },
) {
  if (paid) await repo.updatePayment(tx, orderId, { payed: true, paymentStatus: 'PAID', ...paid });
  await repo.updateOrder(tx, orderId, change);
}

/**
 * The order-changes module's side of the orders table (issue 30): it reads the order and its lines, then in its
 * transaction locks the order, writes its new content and replaces its lines; `asOrder` is the order as its mail
 * shows it, read in that transaction.
 */
export const orderContent = {
  find: repo.findOrder,
  lock: repo.lockOrder,
  linesOf: repo.linesOf,
  update: repo.updateContent,
  replaceLines: repo.replaceLines,
  asOrder,
  /** A new version of the order without changing it: what its answers show changed (its invoice, issue 34). */
  touch: repo.touchOrder,
};

type DayRange = { from: string; to: string };

/**
 * The orders as other modules read them: only this module queries the orders table. Needs nothing but the database,
 * so app.ts builds it first and passes it to the modules built before this one (catalogue, schedule, user), which
 * each declare the part they use. A read that a caller makes inside its transaction takes that transaction.
 */
export function createOrderReads(database: Database) {
  const db = database.db;
  const kept =
    <Row extends object>(
      report: string,
      group: (q: Queryable, range: DayRange) => Promise<DayRows<Row>>,
      merge?: Merge<Row>,
    ) =>
    (range: DayRange, today: string) =>
      keptGroups(db, report, range, today, (span) => group(db, span), merge);
  return {
    /** By product, the portions ordered for a local day (not refused), but those of order `except`. */
    portionsOrdered: (
      productIds: number[],
      day: string,
      { tx = db, except }: { tx?: Queryable; except?: number } = {},
    ) => reads.orderedPortions(tx, productIds, day, except),
    /** By lunch menu variant, the portions ordered of it (not refused), but those of order `except` (issue 31). */
    lunchPortionsOrdered: (
      variantIds: number[],
      { tx = db, except }: { tx?: Queryable; except?: number } = {},
    ) => reads.orderedLunchPortions(tx, variantIds, except),
    /** The places taken in the pre-order slots first…last, by the slot's instant in milliseconds. */
    placesTaken: (first: Date, last: Date, now: Date) => reads.placesTaken(db, first, last, now),
    /** The places taken in one slot, the transaction's own uncommitted order included. */
    placesTakenInSlot: reads.placesTakenInSlot,
    /** A customer's earlier order notes, newest first, each once. */
    notesOf: (userId: number) => reads.listNotes(db, userId),
    /** The accountant's exports: the id window of a range's orders, then its orders and lines window by window. */
    exportSpan: (range: DayRange) => reads.idSpan(db, range),
    exportOrders: (range: DayRange, window: reads.IdWindow) => reads.ordersIn(db, range, window),
    exportLines: (window: reads.IdWindow) => reads.linesIn(db, window),
    /** The staff's customer search: guests matching it, the latest orders of customers, and those orders' lines. */
    guestsMatching: (search: ContactSearch, limit: number) => reads.guestEmailsMatching(db, search, limit),
    latestOrdersOf: (owners: { userIds: number[]; emails: string[] }, perOwner: number) =>
      reads.latestOrdersOf(db, owners, perOwner),
    linesOf: (orderIds: number[]) => reads.linesOf(db, orderIds),
    /** A day's orders for its close (issue 34); with `lock`, locked for the close's transaction `tx`. */
    closingOrders: (day: string, { tx = db, lock = false }: { tx?: Queryable; lock?: boolean } = {}) =>
      closing.closingOrders(tx, day, lock),
    /**
     * The manager's reports (issue 33): a range's groups, grouped in the database; past days and whole past months
     * are kept in report_days once grouped (order-report-days.ts).
     */
    reports: {
      salesByDay: kept('salesByDay', reports.salesByDay),
      salesByHour: kept('salesByHour', reports.salesByHour, {
        keyOf: (row) => `${row.isoWeekday}-${row.hour}`,
        sums: ['orders', 'revenue'],
      }),
      salesByPayment: kept('salesByPayment', reports.salesByPayment, {
        keyOf: (row) => row.method,
        sums: ['orders', 'revenue'],
      }),
      dishSales: kept('dishSales', reports.dishSales, {
        keyOf: (row) => row.key,
        sums: ['quantity', 'revenue'],
      }),
      optionSales: kept('optionSales', reports.optionSales, {
        keyOf: (row) => `${row.key}/${row.groupName}/${row.name}`,
        sums: ['quantity', 'revenue'],
      }),
      decisions: kept('decisions', reports.decisions, {
        keyOf: (row) => `${row.state}/${row.reason}`,
        sums: ['orders', 'revenue'],
      }),
      minutesLate: kept('minutesLate', reports.minutesLate, {
        keyOf: (row) => String(row.value),
        sums: ['count'],
      }),
    },
  };
}

export type OrderReads = ReturnType<typeof createOrderReads>;
