import { defaultRetryPolicy, type RetryPolicy, retryDelayMs } from '@konyha/domain/common/retry-policy';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createDueWork, type DueWork } from '../../db/due-work.ts';
import type { Mailer } from './mailer.ts';
import {
  claimNext,
  extendLease,
  MAIL_CHANNEL,
  markSent,
  type OutboxRow,
  recordFailure,
} from './outbox.repository.ts';

export interface OutboxSenderOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** How often to look for due mails besides the NOTIFY (retries, mails due while no sender ran). */
  pollMs?: number;
  /** How long a claimed mail stays away from other claims; renewed every third of it while the send runs. */
  leaseMs?: number;
  retry?: RetryPolicy;
}

/** `drain` sends every mail that is due now; `stop` stops claiming and lets the send in flight finish. */
export type OutboxSender = DueWork;

/** An error's code for the row and the log: never its message, which may quote the address. */
function errorCode(error: unknown): string {
  const { code, responseCode, name } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    name?: unknown;
  };
  const base = typeof code === 'string' ? code : typeof name === 'string' ? name : 'Error';
  return typeof responseCode === 'number' ? `${base} ${responseCode}` : base;
}

/**
 * Drains the mail outbox, one mail at a time per instance. Each mail is sent once across instances: a claim
 * leases the row, and only a crash after the SMTP server took the mail but before it was marked sent sends it
 * again (at-least-once).
 */
export function createOutboxSender({
  database,
  mailer,
  log,
  pollMs = 5_000,
  leaseMs = 15_000,
  retry = defaultRetryPolicy,
}: OutboxSenderOptions): OutboxSender {
  const db = database.db;

  /** Tries the SMTP server once; resolves with the error's code, or undefined when it took the mail. */
  async function attempt(row: OutboxRow): Promise<string | undefined> {
    let renewing: Promise<void> = Promise.resolve();
    const renew = setInterval(() => {
      renewing = extendLease(db, row.id, leaseMs).catch(() => {});
    }, leaseMs / 3);
    try {
      const { attachmentName: filename, attachment: content } = row;
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(filename && content && { attachment: { filename, content } }),
      });
      return undefined;
    } catch (error) {
      return errorCode(error);
    } finally {
      clearInterval(renew);
      // A renewal still on its way would otherwise overwrite the back-off written next.
      await renewing;
    }
  }

  async function send(row: OutboxRow) {
    const mail = { mailId: row.id, kind: row.kind, attempts: row.attempts };
    const error = await attempt(row);
    if (error === undefined) {
      await markSent(db, row.id);
      log.info(mail, 'mail sent');
      return;
    }
    const retryInMs = retryDelayMs(row.attempts, retry);
    if (await recordFailure(db, row.id, error, retryInMs, retry.giveUpAfterMs)) {
      log.error({ ...mail, error }, 'mail failed: not sent, gave up');
    } else {
      log.warn(
        { ...mail, error, retryInSeconds: Math.round(retryInMs / 1000) },
        'mail not sent yet, will retry',
      );
    }
  }

  return createDueWork({
    database,
    channel: MAIL_CHANNEL,
    pollMs,
    async takeNext() {
      const row = await claimNext(db, leaseMs);
      if (row) await send(row);
      return row !== undefined;
    },
    onError: (error) => log.warn({ error: errorCode(error) }, 'mail outbox unavailable, will look again'),
  });
}
