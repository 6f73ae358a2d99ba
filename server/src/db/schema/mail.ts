import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, instant, leasedJobColumns } from './columns.ts';

/**
 * The mail outbox (DESIGN §7): every mail is a row written in the same transaction as the change that causes it;
 * a sender claims due rows with `FOR UPDATE SKIP LOCKED`, so each is sent once across instances, and retries with
 * back-off until it is sent or gives up (`failedAt`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about, for the log (never the address): `order-confirmation`, `password-reset`, … */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Issue 34: a file sent with the mail (an invoice's PDF) and its name; cleared with the body once sent. */
    attachmentName: text('attachment_name'),
    attachment: bytea('attachment'),
    ...leasedJobColumns(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);
