import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The shop-wide settings: a single row (id 1), so toggles are one atomic UPDATE … RETURNING. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    minOrderValue: integer('min_order_value').notNull(),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    orderingActive: boolean('ordering_active').notNull().default(true),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

export const shippingCosts = pgTable('shipping_costs', {
  zipCode: text('zip_code').primaryKey(),
  /** Whole forints. */
  cost: integer('cost').notNull(),
});
