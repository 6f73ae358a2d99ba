import { z } from 'zod';
import { isNtakPair } from '../accounting/ntak.ts';
import { defaultProductVatRate } from '../accounting/vat.ts';
import { idSchema } from '../common/input.ts';
import { availabilitySchema } from './availability.schemas.ts';
import { typeOfGroup } from './catalogue.ts';
import {
  Allergenic,
  NtakCategory,
  NtakSubCategory,
  ProductGroup,
  ProductType,
  productSchema,
} from './products.ts';

export const productSortKeys = ['name', 'nameEnglish', 'type', 'group', 'orderable'] as const;

const productFields = z.object({
  name: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  nameEnglish: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  description: z.string().trim().max(500, 'tooLong').default(''),
  descriptionEnglish: z.string().trim().max(500, 'tooLong').default(''),
  type: ProductType,
  group: ProductGroup,
  allergenics: z.array(Allergenic).default([]),
  price: z.number('required').int('wholeNumber').min(0).max(1_000_000),
  loquuId: z.number('required').int('wholeNumber').min(0).max(2_147_483_647),
  orderable: z.boolean('required'),
  /** Issue 15: the option groups in their order, the daily portion count (null: no limit), sold out today. */
  optionGroupIds: z.array(idSchema).max(20, 'tooMany').default([]),
  dailyPortions: z.number().int('wholeNumber').min(1).max(10_000).nullable().default(null),
  soldOutToday: z.boolean().default(false),
  /** Issue 17: a configured VAT rate (the server checks it against the settings), the deposit, NTAK's categories. */
  vatRate: z.number().int('wholeNumber').min(0).max(100).default(defaultProductVatRate),
  deposit: z.number().int('wholeNumber').min(0, 'negative').max(10_000).default(0),
  ntakCategory: NtakCategory.optional(),
  ntakSubCategory: NtakSubCategory.optional(),
  /** Issue 31: the dish's own windows (its group's are set apart); empty: always. */
  availability: availabilitySchema.default([]),
});

/**
 * The group must belong to the category; allergens are for food only (SPEC §5: the form offers them for food), so
 * a drink with any is refused rather than silently stripped; a food keeps each allergen once.
 */
function productRules<S extends z.ZodType<z.output<typeof productFields>>>(schema: S) {
  return schema
    .refine((p) => typeOfGroup(p.group) === p.type, { message: 'groupNotOfCategory', path: ['group'] })
    .refine((p) => p.type === 'FOOD' || p.allergenics.length === 0, {
      message: 'allergensForFoodOnly',
      path: ['allergenics'],
    })
    .refine((p) => new Set(p.optionGroupIds).size === p.optionGroupIds.length, {
      message: 'duplicate',
      path: ['optionGroupIds'],
    })
    .refine(
      (p) =>
        p.ntakCategory === undefined ||
        p.ntakSubCategory === undefined ||
        isNtakPair(p.ntakCategory, p.ntakSubCategory),
      { message: 'ntakSubCategoryNotOfCategory', path: ['ntakSubCategory'] },
    )
    .transform((p) => ({ ...p, allergenics: [...new Set(p.allergenics)] }));
}

/** The staff product form and POST /product/product (descriptions optional). */
export const productInputSchema = productRules(productFields);
/** PUT /product/product: the product with its id. */
export const productUpdateSchema = productRules(productFields.extend({ id: idSchema }));
export type ProductInput = z.input<typeof productInputSchema>;

export const productsPageSchema = z.object({ products: z.array(productSchema), count: z.number().int() });
