import { z } from 'zod';
import { allergenics, productGroups, productTypes } from './catalogue.ts';

export const ProductType = z.enum(productTypes);
export const ProductGroup = z.enum(productGroups);
export const Allergenic = z.enum(allergenics);

/** A product as the API shows it (SPEC §3). Prices are whole forints. */
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
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ products: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;
