import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, leasedJobColumns } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Issue 32: a staff member's device that takes push notifications: the browser's subscription (its push service's
 * endpoint and the keys a payload is encrypted for). One row per endpoint: the same browser subscribing again, or
 * under another login, moves the row. Gone with the user; removed at logout, when the user loses the dashboard, and
 * when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: a capability, never logged. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The name the staff member gave the device ("Pult tablet"). */
    label: text('label').notNull(),
    /** The login (token id) it was subscribed under: logging out of that login removes the device. */
    sessionId: text('session_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSuccessAt: instant('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The push outbox (DESIGN §7, as the mail outbox): a notification per device, written in the transaction that causes
 * it and sent once across instances by a sender that leases due rows. `eventKey` names what it is about
 * (`order-12:new`), and a device gets one row per event: a second announcement of the same event, from any instance,
 * adds nothing.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The order it is about, if any: its unsent rows go when someone decides it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    /** The payload JSON (PushPayload), in the recipient's language. */
    payload: text('payload').notNull(),
    /** Web Push `Urgency`: high for orders. */
    urgency: text('urgency').notNull(),
    /** Web Push `TTL`: how long the push service keeps it for a device that is offline. */
    ttlSeconds: integer('ttl_seconds').notNull(),
    ...leasedJobColumns(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('push_outbox_event_key').on(t.subscriptionId, t.eventKey),
    index('push_outbox_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('push_outbox_order_idx').on(t.orderId),
  ],
);
