import type { LunchDish } from '@konyha/domain/lunch/lunch-menu.schemas';
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A weekday with a lunch menu (issue 31): its lunch window, local time. */
export const lunchDays = pgTable('lunch_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  windowFrom: text('window_from').notNull().default('11:00'),
  windowTo: text('window_to').notNull().default('15:00'),
});

/**
 * A variant of a day's lunch menu ("A menü"): a soup and a main for one fixed price. Saving a week keeps the id of a
 * variant whose day and code stay (its orders count against its portions); orders keep their own copy of it.
 */
export const lunchVariants = pgTable(
  'lunch_variants',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' })
      .notNull()
      .references(() => lunchDays.date, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Whole forints, gross. */
    price: integer('price').notNull(),
    mainOnlyPrice: integer('main_only_price'),
    soup: jsonb('soup').$type<LunchDish>(),
    main: jsonb('main').$type<LunchDish>().notNull(),
    /** Null: no limit. */
    portions: integer('portions'),
    vatRate: integer('vat_rate').notNull().default(27),
  },
  (t) => [
    uniqueIndex('lunch_variants_date_code_idx').on(t.date, t.code),
    check('lunch_variants_price_check', sql`${t.price} > 0`),
  ],
);
