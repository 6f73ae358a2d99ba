import type { Printer } from '@konyha/domain/printing/printers.schemas';
import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { printJobs, settings } from '../../db/schema/index.ts';

/** The NOTIFY channel that wakes the printer workers of every instance when a print job is committed. */
export const PRINT_CHANNEL = 'konyha_print_jobs';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type PrintJobInsert = Pick<PrintJobRow, 'orderId' | 'what' | 'printer' | 'host' | 'port'>;

export async function readPrinters(db: Queryable): Promise<Printer[]> {
  const [row] = await db.select({ printers: settings.printers }).from(settings).limit(1);
  return row?.printers ?? [];
}

/** Locked until the transaction ends, so concurrent editors log true from → to pairs. */
export async function lockPrinters(tx: Queryable): Promise<Printer[]> {
  const [row] = await tx.select({ printers: settings.printers }).from(settings).limit(1).for('update');
  return row?.printers ?? [];
}

export async function writePrinters(tx: Queryable, printers: Printer[]) {
  await tx.update(settings).set({ printers });
}

/** Writes print jobs in the caller's transaction; the NOTIFY (at commit) wakes a worker at once. */
export async function insertJobs(tx: Queryable, jobs: PrintJobInsert[]) {
  if (jobs.length === 0) return;
  await tx.insert(printJobs).values(jobs);
  await tx.execute(sql`select pg_notify(${PRINT_CHANNEL}, '')`);
}

/** The latest job per order, document and printer, newest first, for a page of orders in one query. */
export function latestJobs(db: Queryable, orderIds: number[]): Promise<PrintJobRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([printJobs.orderId, printJobs.what, printJobs.printer])
    .from(printJobs)
    .where(inArray(printJobs.orderId, orderIds))
    .orderBy(printJobs.orderId, printJobs.what, printJobs.printer, desc(printJobs.id));
}

// As the mail outbox: every time is the database's clock, so instances with slightly different clocks agree.
const later = (ms: number): SQL => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;
const pending = and(isNull(printJobs.printedAt), isNull(printJobs.failedAt));

/**
 * Takes the next due job and leases it for `leaseMs`, in one statement (see the outbox's claimNext: `SKIP LOCKED`
 * lets another instance take the next row, the lease keeps this one away from every claim while it prints).
 */
export async function claimNext(db: Queryable, leaseMs: number): Promise<PrintJobRow | undefined> {
  const next = db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(pending, lte(printJobs.dueAt, sql`now()`)))
    .orderBy(asc(printJobs.dueAt), asc(printJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(printJobs)
    .set({ dueAt: later(leaseMs), attempts: sql`${printJobs.attempts} + 1` })
    // `= (scalar subquery)`, never `IN (…)`: see the outbox's claimNext.
    .where(and(eq(printJobs.id, sql`(${next})`), pending))
    .returning();
  return row;
}

export async function markPrinted(db: Queryable, id: number) {
  await db.update(printJobs).set({ printedAt: sql`now()` }).where(eq(printJobs.id, id));
}

/**
 * A failed attempt: due again after `retryInMs`, or failed for good once the job is older than `giveUpAfterMs`.
 * Returns whether it gave up, decided by the database on its clock.
 */
export async function recordFailure(
  db: Queryable,
  id: number,
  error: string,
  retryInMs: number,
  giveUpAfterMs: number,
): Promise<boolean> {
  const expired = sql`${printJobs.createdAt} <= now() - ${Math.round(giveUpAfterMs)}::integer * interval '1 millisecond'`;
  const [row] = await db
    .update(printJobs)
    .set({ lastError: error, dueAt: later(retryInMs), failedAt: sql`case when ${expired} then now() end` })
    .where(eq(printJobs.id, id))
    .returning({ failedAt: printJobs.failedAt });
  return Boolean(row?.failedAt);
}
