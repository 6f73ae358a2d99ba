import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { leasedJobs } from '../../db/leased-jobs.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mail } from './mailer.ts';

/** The NOTIFY channel that wakes the senders of every instance when a mail is committed. */
export const MAIL_CHANNEL = 'konyha_mail';

/** What a mail is about; the log names a mail by its kind and id, never by its address. */
export type MailKind =
  | 'sign-up-confirmation'
  | 'password-reset'
  | 'two-factor-locked'
  | 'order-confirmation'
  | 'order-accepted'
  | 'order-refused'
  | 'order-on-the-way'
  | 'order-changed'
  | 'order-escalation'
  | 'payment-link'
  | 'invoice';

export type OutboxRow = typeof mailOutbox.$inferSelect;

// Claims, leases and back-off as every leased job table (db/leased-jobs.ts).
const jobs = leasedJobs(mailOutbox, mailOutbox.sentAt);
export const { claimNext, extendLease, recordFailure } = jobs;

/**
 * Writes a mail in the caller's transaction: the mail exists exactly when the change that causes it commits,
 * and the NOTIFY (delivered at commit) wakes a sender at once.
 */
export async function enqueue(tx: Queryable, kind: MailKind, mail: Mail) {
  // An order staff took by phone without an e-mail (issue 30): there is nobody to write to.
  if (!mail.to) return;
  await tx.insert(mailOutbox).values({
    kind,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachmentName: mail.attachment?.filename ?? null,
    attachment: mail.attachment?.content ?? null,
  });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

/** Sent: the body and any file go (reset and confirmation links carry one-time tokens); kind, address and subject stay. */
export async function markSent(db: Queryable, id: number) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, text: '', html: '', attachment: null })
    .where(eq(mailOutbox.id, id));
}
