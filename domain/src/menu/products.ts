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
