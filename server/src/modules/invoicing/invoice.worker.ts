import { invoiceRetryPolicy, type RetryPolicy, retryDelayMs } from '@konyha/domain/common/retry-policy';
import { invoiceDocument } from '@konyha/domain/invoicing/invoice-document';
import { InvoiceKind } from '@konyha/domain/invoicing/invoice-status.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { isRefused } from '@konyha/domain/orders/order-states';
import { localDay } from '@konyha/domain/restaurant/local-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { createDueWork, type DueWork } from '../../db/due-work.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import { invoiceMail } from '../../templates/invoice-mail.ts';
import type { OrderRow } from '../order/order.service.ts';
import * as repo from './invoice-documents.repository.ts';
import type { InvoiceDocuments, InvoicedOrders } from './invoice-documents.service.ts';
import type { InvoicingSettingsService } from './invoicing-settings.service.ts';
import { type AgentFailure, createSzamlazzClient } from './szamlazz/szamlazz.client.ts';

export interface InvoiceWorkerOptions {
  database: Database;
  log: FastifyBaseLogger;
  clock: () => Date;
  settings: Pick<InvoicingSettingsService, 'forAgent'>;
  orders: InvoicedOrders & { asOrder(q: Queryable, row: OrderRow): Promise<Order> };
  documents: Pick<InvoiceDocuments, 'follow' | 'correct'>;
  mail: MailQueue;
  /** How long one call to the Agent may take (20 s). */
  timeoutMs?: number;
  /** How often to look for due documents besides the NOTIFY. */
  pollMs?: number;
  /** How long a claimed document stays away from other claims: longer than its calls can take. */
  leaseMs?: number;
  retry?: RetryPolicy;
}

type Failed = { failure: Pick<AgentFailure, 'kind' | 'message' | 'code'> };
/** What an attempt came to: issued (a number, the PDF), moot, or a failure to record. */
type Outcome = { issued: { number: string; pdf: Buffer | null } } | { moot: true } | Failed;

const failure = (kind: AgentFailure['kind'], message: string): Failed => ({
  failure: { kind, message, code: null },
});

/**
 * Issues the queued documents through Számlázz.hu's Agent, one at a time per instance, each leased so one instance
 * calls for it at a time (db/leased-jobs.ts). A call the Agent never answered may still have issued the document: so
 * every attempt after the first asks the Agent for the document by its order number before issuing, and a `duplicate`
 * refusal is answered the same way. Only `unavailable` is tried again (with back-off, for a day); a refusal fails at
 * once, with the Agent's words for staff.
 */
export function createInvoiceWorker(options: InvoiceWorkerOptions): DueWork {
  const { database, log, clock, settings, orders, documents, mail } = options;
  const { timeoutMs = 20_000, pollMs = 30_000, leaseMs = 120_000, retry = invoiceRetryPolicy } = options;
  const db = database.db;

  async function clientFor() {
    try {
      const agent = await settings.forAgent();
      if (!agent.enabled) return { off: true as const };
      if (!agent.agentKey) return failure('bad-key', 'no agent key is set');
      if (!agent.baseUrl) return failure('unavailable', 'test mode, and no stand-in is running');
      const { baseUrl, agentKey, invoicePrefix, receiptPrefix, bankAccount } = agent;
      const client = createSzamlazzClient({
        baseUrl,
        agentKey,
        invoicePrefix,
        receiptPrefix,
        bankAccount,
        timeoutMs,
        logger: log,
      });
      return { client, sendEmail: agent.mailBy === 'SZAMLAZZ', mailByKonyha: agent.mailBy === 'KONYHA' };
    } catch {
      // SealedSecretError: the key was sealed under another SETTINGS_KEY.
      return failure('bad-key', 'the agent key must be entered again (SETTINGS_KEY changed)');
    }
  }
  type Built = Exclude<Awaited<ReturnType<typeof clientFor>>, Failed | { off: true }>;
  type Client = Built['client'];

  /** The document the Agent already issued under this order number, if any (a repeat after a lost answer). */
  async function alreadyIssued(client: Client, job: repo.InvoiceDocumentRow): Promise<Outcome | undefined> {
    if (job.kind === 'receipt') {
      const found = await client.findReceipt(job.orderNumber, { pdf: true });
      if (!found.ok) return { failure: found };
      const { receipt } = found;
      return receipt ? { issued: { number: receipt.number, pdf: receipt.pdf ?? null } } : undefined;
    }
    const found = await client.findInvoice(job.orderNumber);
    if (!found.ok) return { failure: found };
    const wanted = job.action === 'reverse' ? 'SS' : 'SZ';
    if (found.invoice?.type !== wanted) return undefined;
    const pdf = await client.invoicePdf(found.invoice.number);
    return { issued: { number: found.invoice.number, pdf: pdf.ok ? pdf.pdf : null } };
  }

  async function attempt(job: repo.InvoiceDocumentRow, row: OrderRow, built: Built): Promise<Outcome> {
    const { client } = built;
    if (job.attempts > 1) {
      const found = await alreadyIssued(client, job);
      if (found) return found;
    }
    // Refused before its document was issued: nothing to issue (the reversal of an issued one is its own job).
    if (job.action === 'issue' && isRefused(row.state)) return { moot: true };
    let result: Awaited<ReturnType<Client['issueInvoice']>>;
    if (job.action === 'reverse') {
      const original = job.reversesId ? await repo.pdfOf(db, job.reversesId) : undefined;
      if (!original?.number) return { moot: true };
      result = await client.reverseInvoice(original.number, localDay(clock()), { pdf: true });
    } else {
      const order = await orders.asOrder(db, row);
      const kind = InvoiceKind.parse(job.kind);
      const document = invoiceDocument(order, { kind, now: clock(), orderNumber: job.orderNumber });
      result =
        kind === 'invoice'
          ? await client.issueInvoice(document, { pdf: true, sendEmail: built.sendEmail })
          : await client.issueReceipt(document, { pdf: true });
    }
    if (result.ok) return { issued: { number: result.number, pdf: result.pdf ?? null } };
    if (result.kind === 'duplicate') return (await alreadyIssued(client, job)) ?? { failure: result };
    return { failure: result };
  }

  async function issue(job: repo.InvoiceDocumentRow) {
    const about = { invoiceDocumentId: job.id, orderId: job.orderId, action: job.action, kind: job.kind };
    const before = await orders.find(db, job.orderId);
    const built = await clientFor();
    const outcome: Outcome =
      !before || 'off' in built
        ? { moot: true }
        : 'failure' in built
          ? built
          : await attempt(job, before, built);
    const mailByKonyha = 'client' in built && built.mailByKonyha;
    await db.transaction(async (tx) => {
      const row = await orders.lock(tx, job.orderId);
      if ('moot' in outcome || !row) {
        await repo.markDone(tx, job.id, null);
        log.info(about, 'invoice not needed any more');
        if (row) await announceOrderUpdate(tx, job.orderId);
        return;
      }
      if ('issued' in outcome) {
        // Another instance recorded it first (this attempt's claim lapsed): its mail is sent already.
        if (!(await repo.markDone(tx, job.id, { ...outcome.issued, orderVersion: row.version }))) return;
        log.info({ ...about, number: outcome.issued.number }, 'invoice issued');
        const { pdf, number } = outcome.issued;
        if (mailByKonyha && pdf) {
          const order = await orders.asOrder(tx, row);
          const kind = InvoiceKind.parse(job.kind);
          await mail.queue(
            tx,
            'invoice',
            invoiceMail(order, { kind, reversal: job.action === 'reverse', number, pdf }),
          );
        }
        // What happened to the order meanwhile: refused (a reversal), or changed after it was read (a correction).
        if (job.action === 'issue' && row.changedAt?.getTime() !== before?.changedAt?.getTime())
          await documents.correct(tx, job.orderId);
        await documents.follow(tx, job.orderId);
      } else {
        const { kind, message } = outcome.failure;
        const retryable = kind === 'unavailable';
        const retryInMs = retryable ? retryDelayMs(job.attempts, retry) : 0;
        const gaveUp = await repo.recordFailure(
          tx,
          job.id,
          kind,
          retryInMs,
          retryable ? retry.giveUpAfterMs : 0,
        );
        await repo.noteError(tx, job.id, message);
        if (gaveUp) log.error({ ...about, kind }, 'invoice failed');
        else
          log.warn(
            { ...about, kind, retryInSeconds: Math.round(retryInMs / 1000) },
            'invoice not issued, will retry',
          );
        // The same error again changes nothing anyone sees.
        if (!gaveUp && message === job.error) return;
      }
      await orders.touch(tx, job.orderId);
      await announceOrderUpdate(tx, job.orderId);
    });
  }

  return createDueWork({
    database,
    channel: repo.INVOICE_CHANNEL,
    pollMs,
    async takeNext() {
      const job = await repo.claimNext(db, leaseMs);
      if (job) await issue(job);
      return job !== undefined;
    },
    onError: (error) =>
      log.warn(
        { error: error instanceof Error ? error.name : 'unknown' },
        'invoices unavailable, will look again',
      ),
  });
}
