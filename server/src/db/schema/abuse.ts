import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for abuse limits that must hold across instances (orders per address and e-mail, unknown
 * coupon guesses): one row per key and window, counted with an atomic upsert.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
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
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
