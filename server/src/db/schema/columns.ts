import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time (timestamptz): every time Konyha stores is one, read back as a Date in any server's zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The columns every table of leased jobs has (db/leased-jobs.ts: the mail outbox, print jobs, the push outbox), beside
 * the one it sets when a job is done (`sent_at`, `printed_at`).
 */
export const leasedJobColumns = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  /** When the next attempt is due (a claim moves it past its lease). */
  dueAt: instant('due_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  /** The last failure as a code (an error class, a status), never a message that might quote an address. */
  lastError: text('last_error'),
  /** Given up at; null while it may still be tried. */
  failedAt: instant('failed_at'),
});

/** Bytes kept in the database, so every instance serves them (dish photos, invoice PDFs). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
