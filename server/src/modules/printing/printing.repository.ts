import type { Printer } from '@konyha/domain/printing/printers.schemas';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { leasedJobs } from '../../db/leased-jobs.ts';
import { printJobs, settings } from '../../db/schema/index.ts';

/** The NOTIFY channel that wakes the printer workers of every instance when a print job is committed. */
export const PRINT_CHANNEL = 'konyha_print_jobs';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type PrintJobInsert = Pick<PrintJobRow, 'orderId' | 'what' | 'printer' | 'host' | 'port'> &
  Partial<Pick<PrintJobRow, 'changes'>>;

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

// Claims, leases and back-off as every leased job table (db/leased-jobs.ts).
const jobs = leasedJobs(printJobs, printJobs.printedAt);
export const { claimNext, recordFailure } = jobs;

export async function markPrinted(db: Queryable, id: number) {
  await db.update(printJobs).set({ printedAt: sql`now()` }).where(eq(printJobs.id, id));
}
