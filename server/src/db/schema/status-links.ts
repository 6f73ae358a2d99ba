import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { belongsToOrder } from './orders.ts';

/**
 * The guest's status links (issue 13): `/order-status/{token}` with a 24-byte token, stored only as its SHA-256 hash
 * (these rows alone give no working link). An order has several: the one answered when it was placed, one per mail
 * about it (random), and one per caller of the profile's "show the page" (derived from a server key, issue 28).
 */
export const orderStatusLinks = pgTable(
  'order_status_links',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    orderId: belongsToOrder(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_status_links_token_key').on(t.tokenHash),
    index('order_status_links_order_idx').on(t.orderId),
  ],
);
