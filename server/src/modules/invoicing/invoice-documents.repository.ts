import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { leasedJobs } from '../../db/leased-jobs.ts';
import { invoiceDocuments } from '../../db/schema/index.ts';

/** The NOTIFY channel that wakes the invoicing workers of every instance when a document is queued. */
export const INVOICE_CHANNEL = 'konyha_invoices';

export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;
export type InvoiceDocumentInsert = Pick<InvoiceDocumentRow, 'orderId' | 'action' | 'kind' | 'orderNumber'> &
  Partial<Pick<InvoiceDocumentRow, 'reversesId'>>;

/** What an order's documents are read for (no PDF bytes). */
const summary = {
  id: invoiceDocuments.id,
  orderId: invoiceDocuments.orderId,
  action: invoiceDocuments.action,
  kind: invoiceDocuments.kind,
  orderNumber: invoiceDocuments.orderNumber,
  reversesId: invoiceDocuments.reversesId,
  orderVersion: invoiceDocuments.orderVersion,
  number: invoiceDocuments.number,
  error: invoiceDocuments.error,
  lastError: invoiceDocuments.lastError,
  attempts: invoiceDocuments.attempts,
  failedAt: invoiceDocuments.failedAt,
  doneAt: invoiceDocuments.doneAt,
};
export type InvoiceDocumentSummary = Pick<InvoiceDocumentRow, keyof typeof summary>;

/** Queues a document in the caller's transaction (once: a repeat of the same call is ignored); wakes a worker. */
export async function insertDocument(tx: Queryable, document: InvoiceDocumentInsert) {
  const rows = await tx
    .insert(invoiceDocuments)
    .values(document)
    .onConflictDoNothing({ target: [invoiceDocuments.orderNumber, invoiceDocuments.action] })
    .returning({ id: invoiceDocuments.id });
  if (rows.length > 0) await tx.execute(sql`select pg_notify(${INVOICE_CHANNEL}, '')`);
}

/** Every document of the orders, oldest first. */
export function documentsOf(db: Queryable, orderIds: number[]): Promise<InvoiceDocumentSummary[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(summary)
    .from(invoiceDocuments)
    .where(inArray(invoiceDocuments.orderId, orderIds))
    .orderBy(invoiceDocuments.orderId, invoiceDocuments.id);
}

/** An issued document's PDF. */
export async function pdfOf(db: Queryable, id: number) {
  const [row] = await db
    .select({ number: invoiceDocuments.number, pdf: invoiceDocuments.pdf })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.id, id), isNotNull(invoiceDocuments.number)));
  return row;
}

// Claims, leases and back-off as every leased job table (db/leased-jobs.ts).
const jobs = leasedJobs(invoiceDocuments, invoiceDocuments.doneAt);
export const { claimNext, extendLease, recordFailure } = jobs;

/**
 * Issued (a number, and its PDF when the Agent sent one), or moot (no number). False when it was done already: the
 * claim of a slow attempt lapsed and another instance finished the document first.
 */
export async function markDone(
  db: Queryable,
  id: number,
  issued: { number: string; pdf: Buffer | null; orderVersion: number | null } | null,
): Promise<boolean> {
  const rows = await db
    .update(invoiceDocuments)
    .set({ doneAt: sql`now()`, error: null, lastError: null, ...issued })
    .where(and(eq(invoiceDocuments.id, id), isNull(invoiceDocuments.doneAt)))
    .returning({ id: invoiceDocuments.id });
  return rows.length > 0;
}

/** Why the last attempt failed, in words for staff (recordFailure keeps the code and the back-off). */
export async function noteError(db: Queryable, id: number, error: string) {
  await db
    .update(invoiceDocuments)
    .set({ error })
    .where(and(eq(invoiceDocuments.id, id), isNull(invoiceDocuments.doneAt)));
}

/**
 * A failed document queued again by a manager: due now, with a new day of attempts (the back-off starts over). Only
 * one given up; answers whether there was one.
 */
export async function requeue(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx
    .update(invoiceDocuments)
    .set({ failedAt: null, dueAt: sql`now()`, createdAt: sql`now()`, attempts: 0 })
    .where(and(eq(invoiceDocuments.id, id), isNotNull(invoiceDocuments.failedAt)))
    .returning({ id: invoiceDocuments.id });
  if (rows.length > 0) await tx.execute(sql`select pg_notify(${INVOICE_CHANNEL}, '')`);
  return rows.length > 0;
}

/** The orders' latest document id (any action), to lock an order's documents in order. */
export async function latestOf(tx: Queryable, orderId: number) {
  const [row] = await tx
    .select(summary)
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.orderId, orderId))
    .orderBy(desc(invoiceDocuments.id))
    .limit(1);
  return row;
}

/** The orders' documents (a day's, for its close): invoices, receipts and reversals issued, and those given up. */
export async function countsOf(db: Queryable, orderIds: number[]) {
  const none = { invoices: 0, receipts: 0, reversals: 0, failed: 0 };
  if (orderIds.length === 0) return none;
  const t = invoiceDocuments;
  const issued = isNotNull(t.number);
  const [row] = await db
    .select({
      invoices: sql<number>`count(*) filter (where ${issued} and ${t.action} = 'issue' and ${t.kind} = 'invoice')::int`,
      receipts: sql<number>`count(*) filter (where ${issued} and ${t.action} = 'issue' and ${t.kind} = 'receipt')::int`,
      reversals: sql<number>`count(*) filter (where ${issued} and ${t.action} = 'reverse')::int`,
      failed: sql<number>`count(*) filter (where ${t.failedAt} is not null)::int`,
    })
    .from(t)
    .where(inArray(t.orderId, orderIds));
  return row ?? none;
}
