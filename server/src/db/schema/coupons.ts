import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { belongsToOrder } from './orders.ts';
import { users } from './users.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Codes are case-insensitive: unique on the upper-case form. */
    code: text('code').notNull(),
    discount: integer('discount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_discount_range', sql`${t.discount} between 1 and 100`),
  ],
);

/**
 * One row per use of a coupon. `customerKey` is `email:<address>` for accounts and guests alike (migration 0004
 * re-keyed the old `user:<id>` rows); the unique index makes "a customer redeems a code once" hold under any
 * concurrency.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: belongsToOrder(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerKey: text('customer_key').notNull(),
    redeemedAt: instant('redeemed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_once_key').on(t.couponId, t.customerKey),
    // Releasing a refused order's coupon, and the cascade of a deleted order.
    index('coupon_redemptions_order_idx').on(t.orderId),
  ],
);
