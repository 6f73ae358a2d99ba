import { boolean, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { eventTypeEnum, orderStateEnum } from './enums.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** Staff actions on orders (SPEC §3 Event log entry). */
export const eventLog = pgTable(
  'event_log',
  {
    id: serial('id').primaryKey(),
    eventDateTime: timestamp('event_date_time', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventType: eventTypeEnum('event_type').notNull(),
    payed: boolean('payed'),
    orderStateFrom: orderStateEnum('order_state_from'),
    orderStateTo: orderStateEnum('order_state_to'),
  },
  (t) => [index('event_log_time_idx').on(t.eventDateTime)],
);
