import { z } from 'zod';
import { ntakCategories, ntakSubCategories } from '../accounting/ntak.ts';
import { availabilitySchema } from './availability.schemas.ts';
import { allergenics, productGroups, productTypes } from './catalogue.ts';
import { optionGroupSchema } from './options.schemas.ts';

export const ProductType = z.enum(productTypes);
export const ProductGroup = z.enum(productGroups);
export const Allergenic = z.enum(allergenics);
export const NtakCategory = z.enum(Object.keys(ntakCategories) as [keyof typeof ntakCategories]);
export const NtakSubCategory = z.enum(Object.keys(ntakSubCategories) as [keyof typeof ntakSubCategories]);

/** The widths each photo is made in (issue 15), for `srcset`. */
export const photoWidths = [400, 800, 1200] as const;
export const photoFormats = ['avif', 'webp'] as const;

/**
 * A dish's photo: its size (for width and height on the page, so nothing shifts) and one URL per format and width,
 * each under a content hash (served immutable). A photo narrower than a width has no larger variant.
 */
export const photoSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(
    z.object({ format: z.enum(photoFormats), width: z.number().int().positive(), url: z.string() }),
  ),
});
export type Photo = z.infer<typeof photoSchema>;

/** A product as the API shows it (SPEC §3, with issue 15's options, stock and photo). Prices are whole forints. */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameEnglish: z.string(),
  description: z.string(),
  descriptionEnglish: z.string(),
  price: z.number().int().nonnegative(),
  type: ProductType,
  group: ProductGroup,
  orderable: z.boolean(),
  allergenics: z.array(Allergenic),
  loquuId: z.number().int().nonnegative(),
  /** The product's option groups, in their order; empty: it adds to the cart at once. */
  optionGroups: z.array(optionGroupSchema),
  /** Staff marked it sold out; it is orderable again by itself at the next opening (Budapest time). */
  soldOutToday: z.boolean(),
  /** Portions the kitchen makes a day; null: no limit. */
  dailyPortions: z.number().int().positive().nullable(),
  /** Portions left today (the day orders are for now); null without a daily count. */
  portionsLeft: z.number().int().nonnegative().nullable(),
  photo: photoSchema.nullable(),
  /** Issue 17: the VAT rate in percent (one of the configured rates), gross price as ever. */
  vatRate: z.number().int(),
  /** The bottle deposit per unit (DRS, e.g. 50 Ft a bottle), charged apart: no VAT, no coupon, no minimum. */
  deposit: z.number().int().nonnegative(),
  /** NTAK's main and sub category, for the restaurant's NTAK reporting. */
  ntakCategory: NtakCategory,
  ntakSubCategory: NtakSubCategory,
  /** Issue 31: the weekdays and hours the dish can be had (empty: always)… */
  availability: availabilitySchema,
  /** …and its group's (read-only here, set per group): it can be ordered where both allow (menu/availability.ts). */
  groupAvailability: availabilitySchema,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ products: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;

/** Issue 31: a menu group's windows (PUT /product/group-availability/{group} answers one, the list answers each). */
export const groupAvailabilitySchema = z.object({ group: ProductGroup, availability: availabilitySchema });
export type GroupAvailability = z.infer<typeof groupAvailabilitySchema>;
