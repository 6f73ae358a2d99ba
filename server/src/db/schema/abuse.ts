import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Fixed-window counters for abuse limits that must hold across instances (orders per address and e-mail, unknown
 * coupon guesses): one row per key and window, counted with an atomic upsert.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The `userId` handed out by `GET /crypto/publickey`: an encrypted card payload made with it is accepted once,
 * within 15 minutes of issue, so a captured payload cannot be replayed for a second charge.
 */
export const cardSessions = pgTable('card_sessions', {
  id: text('id').primaryKey(),
  issuedAt: instant('issued_at').notNull().defaultNow(),
  usedAt: instant('used_at'),
});
