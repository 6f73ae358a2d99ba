import { printRetryPolicy, type RetryPolicy, retryDelayMs } from '@konyha/domain/common/retry-policy';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createDueWork, type DueWork } from '../../db/due-work.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import type { PrinterAddressRule } from './printer-reach.ts';
import { type PrinterAddress, printErrorCode, sendToPrinter } from './printer-socket.ts';
import {
  claimNext,
  markPrinted,
  PRINT_CHANNEL,
  type PrintJobRow,
  recordFailure,
} from './printing.repository.ts';

/** The error of a job whose printer address the configuration does not allow (PrintWarnings shows it). */
export const NOT_ALLOWED = 'NOT_ALLOWED';

export interface PrintWorkerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** The job's bytes, made from the order as it is now. */
  render: (job: PrintJobRow) => Promise<Uint8Array>;
  /** Where printers may be (PRINTER_NETWORKS, PRINTER_PORTS): asked right before each connection. */
  allowed: PrinterAddressRule;
  send?: (printer: PrinterAddress, bytes: Uint8Array) => Promise<void>;
  /** How often to look for due jobs besides the NOTIFY (retries, jobs due while no worker ran). */
  pollMs?: number;
  /** How long a claimed job stays away from other claims: longer than an attempt can take (connect + idle). */
  leaseMs?: number;
  retry?: RetryPolicy;
}

/**
 * Prints the queued jobs, one at a time per instance, each once across instances (leased as the mail outbox's
 * rows). A failed attempt is tried again with back-off until the policy gives up; every attempt that changes what
 * staff see (printed, a new error, given up) tells the dashboards at commit.
 */
export function createPrintWorker({
  database,
  log,
  render,
  allowed,
  send = sendToPrinter,
  pollMs = 5_000,
  leaseMs = 60_000,
  retry = printRetryPolicy,
}: PrintWorkerOptions): DueWork {
  const db = database.db;

  async function attempt(job: PrintJobRow): Promise<string | undefined> {
    // A job keeps the address its printer had when it was queued: one saved before issue 28, or written into the
    // settings by hand, is refused here, before any connection (so the answer says nothing about that port either).
    if (allowed(job)) return NOT_ALLOWED;
    try {
      await send(job, await render(job));
      return undefined;
    } catch (error) {
      return printErrorCode(error);
    }
  }

  async function print(job: PrintJobRow) {
    const about = { printJobId: job.id, orderId: job.orderId, what: job.what, printer: job.printer };
    const error = await attempt(job);
    await db.transaction(async (tx) => {
      if (error === undefined) {
        await markPrinted(tx, job.id);
        log.info(about, 'printed');
      } else if (error === NOT_ALLOWED) {
        // Trying again cannot help until the configuration changes: failed at once, with a reason staff see.
        await recordFailure(tx, job.id, error, 0, 0);
        log.error(
          { ...about, error, why: allowed(job) },
          "not printed: the printer's address is outside PRINTER_NETWORKS or PRINTER_PORTS",
        );
      } else {
        const retryInMs = retryDelayMs(job.attempts, retry);
        const gaveUp = await recordFailure(tx, job.id, error, retryInMs, retry.giveUpAfterMs);
        if (gaveUp) log.error({ ...about, error }, 'print failed: gave up');
        else
          log.warn(
            { ...about, error, retryInSeconds: Math.round(retryInMs / 1000) },
            'not printed, will retry',
          );
        // The same error again changes nothing staff see: no need to refresh every dashboard.
        if (!gaveUp && error === job.lastError) return;
      }
      await announceOrderUpdate(tx, job.orderId);
    });
  }

  return createDueWork({
    database,
    channel: PRINT_CHANNEL,
    pollMs,
    async takeNext() {
      const job = await claimNext(db, leaseMs);
      if (job) await print(job);
      return job !== undefined;
    },
    onError: (error) => log.warn({ error: printErrorCode(error) }, 'print jobs unavailable, will look again'),
  });
}
