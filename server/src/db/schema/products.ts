import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { productTypeEnum } from './enums.ts';

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEnglish: text('name_english').notNull(),
  description: text('description').notNull().default(''),
  descriptionEnglish: text('description_english').notNull().default(''),
  /** Whole forints. */
  price: integer('price').notNull(),
  type: productTypeEnum('type').notNull(),
  /** One of the domain's product groups; validated by the domain schema on the way in. */
  group: text('group').notNull(),
  orderable: boolean('orderable').notNull().default(true),
  allergenics: text('allergenics').array().notNull().default([]),
  loquuId: integer('loquu_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
