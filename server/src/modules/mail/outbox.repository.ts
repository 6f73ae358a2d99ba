import { and, asc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mail } from '../../mail/mailer.ts';

/** The NOTIFY channel that wakes the senders of every instance when a mail is committed. */
export const MAIL_CHANNEL = 'konyha_mail';

/** What a mail is about; the log names a mail by its kind and id, never by its address. */
export type MailKind =
  | 'sign-up-confirmation'
  | 'password-reset'
  | 'order-confirmation'
  | 'order-accepted'
  | 'order-refused'
  | 'order-on-the-way'
  | 'order-escalation';

export type OutboxRow = typeof mailOutbox.$inferSelect;

// All outbox times are the database's clock, so instances with slightly different clocks agree on what is due.
const later = (ms: number): SQL => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;
const pending = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

/**
 * Writes a mail in the caller's transaction: the mail exists exactly when the change that causes it commits,
 * and the NOTIFY (delivered at commit) wakes a sender at once.
 */
export async function enqueue(tx: Queryable, kind: MailKind, mail: Mail) {
  await tx
    .insert(mailOutbox)
    .values({ kind, recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

/**
 * Takes the next due mail and leases it for `leaseMs` (its due time moves past the lease), in one short statement.
 * `SKIP LOCKED` lets another instance take the next row instead of waiting; the lease keeps the row away from every
 * other claim while it is being sent, and lapses when the sending process dies, so the mail is sent again.
 */
export async function claimNext(db: Queryable, leaseMs: number): Promise<OutboxRow | undefined> {
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(pending, lte(mailOutbox.dueAt, sql`now()`)))
    .orderBy(asc(mailOutbox.dueAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ dueAt: later(leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    // `= (scalar subquery)` runs the locking subquery once; `IN (…)` may run it again per row and, skipping the
    // row it locked itself, lease a second mail that is then never sent (seen on PostgreSQL).
    .where(and(eq(mailOutbox.id, sql`(${next})`), pending))
    .returning();
  return row;
}

/** Keeps the lease of a mail that is still being sent. */
export async function extendLease(db: Queryable, id: number, leaseMs: number) {
  await db
    .update(mailOutbox)
    .set({ dueAt: later(leaseMs) })
    .where(and(eq(mailOutbox.id, id), pending));
}

/** Sent: the body goes (reset and confirmation links carry one-time tokens); kind, address and subject stay. */
export async function markSent(db: Queryable, id: number) {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, text: '', html: '' }).where(eq(mailOutbox.id, id));
}

/**
 * A failed attempt: due again after `retryInMs`, or failed for good once the mail is older than `giveUpAfterMs`.
 * Returns whether it gave up. Decided by the database in one statement, on its clock.
 */
export async function recordFailure(
  db: Queryable,
  id: number,
  error: string,
  retryInMs: number,
  giveUpAfterMs: number,
): Promise<boolean> {
  const expired = sql`${mailOutbox.createdAt} <= now() - ${Math.round(giveUpAfterMs)}::integer * interval '1 millisecond'`;
  const [row] = await db
    .update(mailOutbox)
    .set({
      lastError: error,
      dueAt: later(retryInMs),
      failedAt: sql`case when ${expired} then now() end`,
    })
    .where(eq(mailOutbox.id, id))
    .returning({ failedAt: mailOutbox.failedAt });
  return Boolean(row?.failedAt);
}
