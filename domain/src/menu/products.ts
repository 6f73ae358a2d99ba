import { z } from 'zod';

export const productTypes = ['FOOD', 'DRINK'] as const;
export const ProductType = z.enum(productTypes);
export type ProductType = z.infer<typeof ProductType>;

/** Food groups in menu order (SPEC §3); the order is also the order of the menu sidebar. */
export const foodGroups = [
  'STARTER',
  'SOUP',
  'POULTRY',
  'FISH',
  'PORK',
  'BEEF',
  'WOODEN_PLATE',
  'GARNISH',
  'PICKLE',
  'DESSERT',
] as const;
/** Drinks have groups of their own and a menu section of their own (DESIGN §5 Groups). */
export const drinkGroups = ['SOFT_DRINK', 'BEER', 'WINE', 'SPIRIT', 'HOT_DRINK'] as const;
export const productGroups = [...foodGroups, ...drinkGroups] as const;
export const ProductGroup = z.enum(productGroups);
export type ProductGroup = z.infer<typeof ProductGroup>;
export type FoodGroup = (typeof foodGroups)[number];
export type DrinkGroup = (typeof drinkGroups)[number];

export const allergenics = ['GLUTEN_FREE', 'LACTOSE_FREE', 'HOT', 'VEGETARIAN'] as const;
export const Allergenic = z.enum(allergenics);
export type Allergenic = z.infer<typeof Allergenic>;

export function groupsOfType(type: ProductType): readonly ProductGroup[] {
  return type === 'FOOD' ? foodGroups : drinkGroups;
}

export function typeOfGroup(group: ProductGroup): ProductType {
  return (foodGroups as readonly string[]).includes(group) ? 'FOOD' : 'DRINK';
}

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

/** Name and description in the UI language: Hungarian UI shows Hungarian, anything else English. */
export function localizedProduct(product: Product, language: string): { name: string; description: string } {
  const hungarian = language.startsWith('hu');
  return {
    name: hungarian ? product.name : product.nameEnglish || product.name,
    description: hungarian ? product.description : product.descriptionEnglish || product.description,
  };
}

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
});

/** The group must belong to the category; allergens are kept once each, and only for food (SPEC §5). */
function productRules<S extends z.ZodType<z.output<typeof productFields>>>(schema: S) {
  return schema
    .refine((p) => typeOfGroup(p.group) === p.type, { message: 'groupNotOfCategory', path: ['group'] })
    .transform((p) => ({ ...p, allergenics: p.type === 'FOOD' ? [...new Set(p.allergenics)] : [] }));
}

/** The staff product form and POST /product/product (descriptions optional). */
export const productInputSchema = productRules(productFields);
/** PUT /product/product: the product with its id. */
export const productUpdateSchema = productRules(productFields.extend({ id: z.number().int().positive() }));
export type ProductInput = z.input<typeof productInputSchema>;

export const productsPageSchema = z.object({ products: z.array(productSchema), count: z.number().int() });
