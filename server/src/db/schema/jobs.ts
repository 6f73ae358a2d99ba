import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Timers kept in the database (DESIGN §7): a row per thing that must happen at `dueAt` (an order's escalation, its
 * automatic rejection, a pre-order's alert; later busy-mode ends and print jobs). Every instance claims due rows with
 * `FOR UPDATE SKIP LOCKED` and runs each in the transaction that marks it done, so a job fires once across
 * instances, and one that fell due while no server ran fires at the next start.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    /** What to do: `order-escalation`, `order-auto-reject`, `pre-order-alert`, … */
    kind: text('kind').notNull(),
    /** The order it is about, if any (gone with the order). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    dueAt: instant('due_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Fired (or found moot) at; null while pending. */
    doneAt: instant('done_at'),
  },
  (t) => [
    index('scheduled_jobs_due_idx').on(t.dueAt).where(sql`${t.doneAt} is null`),
    // One pending timer of a kind per order: re-timing moves it instead of adding a second.
    uniqueIndex('scheduled_jobs_pending_key').on(t.kind, t.orderId).where(sql`${t.doneAt} is null`),
    // Whether a timer already fired for an order (done rows, which the pending key leaves out), and the cascade.
    index('scheduled_jobs_order_idx').on(t.orderId, t.kind),
  ],
);
