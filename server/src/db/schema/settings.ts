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
    /** An ADMIN may require two-factor login of every staff role. */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    /** The alert settings (issue 12); defaults as domain's defaultAlertSettings. */
    ringEverySeconds: integer('ring_every_seconds').notNull().default(10),
    escalateAfterMinutes: integer('escalate_after_minutes').notNull().default(3),
    /** Null: orders are never rejected by themselves. */
    autoRejectAfterMinutes: integer('auto_reject_after_minutes'),
    preOrderAlertMinutes: integer('pre_order_alert_minutes').notNull().default(45),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

export const shippingCosts = pgTable('shipping_costs', {
  zipCode: text('zip_code').primaryKey(),
  /** Whole forints. */
  cost: integer('cost').notNull(),
});
