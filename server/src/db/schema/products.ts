import type { Availability } from '@konyha/domain/menu/availability.schemas';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bytea, instant } from './columns.ts';
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
  updatedAt: instant('updated_at').notNull().defaultNow(),
  /** Issue 15: sold out until this instant (the next opening after staff marked it); past: orderable again. */
  soldOutUntil: instant('sold_out_until'),
  /** Portions the kitchen makes a day; null: no limit. */
  dailyPortions: integer('daily_portions'),
  /** The photo's content hash (its variants are in product_photos) and its size; null: the artwork is shown. */
  photoHash: text('photo_hash'),
  photoWidth: integer('photo_width'),
  photoHeight: integer('photo_height'),
  /** Issue 17: VAT rate in percent (prices stay gross), the bottle deposit per unit, NTAK's categories. */
  vatRate: integer('vat_rate').notNull().default(27),
  deposit: integer('deposit').notNull().default(0),
  ntakCategory: text('ntak_category').notNull().default('ETEL'),
  ntakSubCategory: text('ntak_sub_category').notNull().default('FOETEL'),
  /** Issue 31: the weekdays and hours it can be had; empty: always. */
  availability: jsonb('availability').$type<Availability>().notNull().default([]),
});

/** Issue 31: the windows of a whole menu group (one of the domain's product groups); a group without a row: always. */
export const productGroupAvailability = pgTable('product_group_availability', {
  group: text('group').primaryKey(),
  availability: jsonb('availability').$type<Availability>().notNull().default([]),
});

/** A reusable option group ("Köret választás"), attached to many products (issue 15). */
export const optionGroups = pgTable('option_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEnglish: text('name_english').notNull(),
  required: boolean('required').notNull(),
  min: integer('min').notNull(),
  max: integer('max').notNull(),
});

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEnglish: text('name_english').notNull(),
    /** Whole forints added to the dish's price. */
    price: integer('price').notNull(),
    available: boolean('available').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /** The option's place in its group. */
    position: integer('position').notNull(),
  },
  (t) => [index('options_group_idx').on(t.groupId)],
);

/** Which groups a product offers, in order. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.groupId] }),
    index('product_option_groups_group_idx').on(t.groupId),
  ],
);

/**
 * The variants of the dish photos (issue 15), in the database so every instance serves them: one row per content
 * hash, format and width, served immutable under `<hash>-<width>.<format>`.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    hash: text('hash').notNull(),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.format, t.width] })],
);
