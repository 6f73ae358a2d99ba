import { z } from 'zod';
import { daySchema, idSchema } from '../common/input.ts';
import { Allergenic } from '../menu/products.ts';
import { clockTimeSchema } from '../restaurant/opening-hours.schemas.ts';
import { clockTime, minutesOf } from '../restaurant/weekdays.ts';
import { isoWeekExists } from './lunch-week.ts';

/**
 * The weekday lunch menu, napi menü (issue 31): per weekday of an ISO week, variants A, B, C… of a soup and a main
 * for one fixed price, each with its portions for that day, sold inside the day's lunch window.
 */

/** An ISO week, `2026-W48`: Monday to Sunday, the week of its Thursday. */
export const isoWeekSchema = z
  .string()
  .regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'invalidWeek')
  // 2025-W53 is well formed but no week: 2025 has 52.
  .refine(isoWeekExists, 'invalidWeek');

const dishNameSchema = z.string().trim().min(1, 'required').max(120, 'tooLong');

/**
 * A soup or a main of a variant: a dish of the menu (`productId`, its names and marks copied when saved, so a later
 * menu change never rewrites a past week) or typed for that day only (`productId` null).
 */
export const lunchDishSchema = z.object({
  productId: idSchema.nullable().default(null),
  name: dishNameSchema,
  nameEnglish: dishNameSchema,
  /** The allergen and diet marks, as a dish's (GLUTEN_FREE, VEGETARIAN…). */
  allergenics: z.array(Allergenic).max(4).default([]),
});
export type LunchDish = z.infer<typeof lunchDishSchema>;

const priceSchema = z.number().int('invalidPrice').min(1, 'invalidPrice').max(100_000, 'invalidPrice');

export const lunchVariantInputSchema = z.object({
  /** One capital letter, unique within the day: "A" is "A menü". */
  code: z.string().regex(/^[A-Z]$/, 'invalidCode'),
  /** Whole forints, gross; split into net and VAT at `vatRate` as a dish's price is. */
  price: priceSchema,
  /** The main alone at its own price; null: sold only as the set. */
  mainOnlyPrice: priceSchema.nullable().default(null),
  /** Null: a variant without soup (a main alone, still for the fixed price). */
  soup: lunchDishSchema.nullable().default(null),
  main: lunchDishSchema,
  /** Portions the kitchen makes of it that day (sets and mains alone together); null: no limit. */
  portions: z
    .number()
    .int()
    .min(1, 'invalidPortions')
    .max(10_000, 'invalidPortions')
    .nullable()
    .default(null),
  vatRate: z.number().int().min(0).max(100).default(27),
});
export type LunchVariantInput = z.input<typeof lunchVariantInputSchema>;

export const lunchWindowSchema = z
  .object({ from: clockTimeSchema, to: clockTimeSchema })
  .superRefine((window, context) => {
    if (!clockTime.test(window.from) || !clockTime.test(window.to)) return;
    if (minutesOf(window.to) <= minutesOf(window.from))
      context.addIssue({ code: 'custom', message: 'beforeFrom', path: ['to'] });
  });
export type LunchWindow = z.infer<typeof lunchWindowSchema>;

/** The lunch window a new day starts with (issue 31). */
export const defaultLunchWindow: LunchWindow = { from: '11:00', to: '15:00' };

export const lunchDayInputSchema = z.object({
  date: daySchema,
  window: lunchWindowSchema.default(defaultLunchWindow),
  variants: z
    .array(lunchVariantInputSchema)
    .max(10, 'tooMany')
    .superRefine((variants, context) => {
      variants.forEach((variant, index) => {
        if (variants.findIndex((other) => other.code === variant.code) < index)
          context.addIssue({ code: 'custom', message: 'duplicateCode', path: [index, 'code'] });
      });
    }),
});

/** PUT /api/lunch-menu/{week}: the week's days as the editor saves them; a weekday left out has no lunch menu. */
export const lunchWeekInputSchema = z.object({
  days: z.array(lunchDayInputSchema).max(7, 'tooMany'),
});
export type LunchWeekInput = z.input<typeof lunchWeekInputSchema>;

export const lunchVariantSchema = lunchVariantInputSchema.extend({
  id: idSchema,
  /** Portions left that day; null without a portion count. */
  portionsLeft: z.number().int().nonnegative().nullable(),
});
export type LunchVariant = z.infer<typeof lunchVariantSchema>;

export const lunchDaySchema = z.object({
  date: daySchema,
  window: lunchWindowSchema,
  variants: z.array(lunchVariantSchema),
});
export type LunchDay = z.infer<typeof lunchDaySchema>;

/** GET /api/lunch-menu?week=yyyy-Www (and PUT's answer): the week's days that have a lunch menu, Monday first. */
export const lunchWeekSchema = z.object({ week: isoWeekSchema, days: z.array(lunchDaySchema) });
export type LunchWeek = z.infer<typeof lunchWeekSchema>;

/**
 * A lunch line as the order keeps it: the variant as named and priced when ordered (a later week's edit never
 * rewrites it), for the ticket, the slip, the mails, the order page, the exports and NTAK.
 */
export const orderLunchSchema = z.object({
  variantId: z.number().int().positive().nullable(),
  date: daySchema,
  code: z.string(),
  mainOnly: z.boolean(),
  soup: z.object({ name: z.string(), nameEnglish: z.string() }).nullable(),
  main: z.object({ name: z.string(), nameEnglish: z.string() }),
});
export type OrderLunch = z.infer<typeof orderLunchSchema>;
