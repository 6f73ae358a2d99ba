import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shippingCosts } from './settings.ts';

export const streets = pgTable(
  'streets',
  {
    id: serial('id').primaryKey(),
    zipCode: text('zip_code')
      .notNull()
      .references(() => shippingCosts.zipCode, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('streets_zip_name_key').on(t.zipCode, t.name)],
);
