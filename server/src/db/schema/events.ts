import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { eventTypeEnum, orderStateEnum } from './enums.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Staff actions on orders (SPEC §3 Event log entry) and changes of the shop's settings (issue 14: `orderId` null,
 * `change` the value before and after); `userId` null: the system (escalation, auto-reject).
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: serial('id').primaryKey(),
    eventDateTime: instant('event_date_time').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    eventType: eventTypeEnum('event_type').notNull(),
    payed: boolean('payed'),
    orderStateFrom: orderStateEnum('order_state_from'),
    orderStateTo: orderStateEnum('order_state_to'),
    /** ORDER_ACCEPTED: the ready time promised. */
    promisedAt: instant('promised_at'),
    /** ORDER_REJECTED, ORDER_CANCELLED: the reason and staff's note. */
    reason: text('reason'),
    note: text('note'),
    change: jsonb('change').$type<{ from: unknown; to: unknown }>(),
    /** ORDER_CHANGED (issue 30): the part of the order `change` is about (an OrderChangePart). */
    what: text('what'),
  },
  (t) => [
    index('event_log_time_idx').on(t.eventDateTime),
    // An order's timeline (the guest's status page), and deleting an order (the cascade) without scanning the log.
    index('event_log_order_idx').on(t.orderId),
  ],
);
