/**
 * The menu's kinds, groups and allergens, and the rules on them. Kept free of zod so the public menu page can use
 * them without loading a schema library; the schemas are in products.ts.
 */
export const productTypes = ['FOOD', 'DRINK'] as const;
export type ProductType = (typeof productTypes)[number];

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
export type ProductGroup = (typeof productGroups)[number];
export type FoodGroup = (typeof foodGroups)[number];
export type DrinkGroup = (typeof drinkGroups)[number];

export const allergenics = ['GLUTEN_FREE', 'LACTOSE_FREE', 'HOT', 'VEGETARIAN'] as const;
export type Allergenic = (typeof allergenics)[number];

export function groupsOfType(type: ProductType): readonly ProductGroup[] {
  return type === 'FOOD' ? foodGroups : drinkGroups;
}

export function typeOfGroup(group: ProductGroup): ProductType {
  return (foodGroups as readonly string[]).includes(group) ? 'FOOD' : 'DRINK';
}

interface Named {
  name: string;
  nameEnglish: string;
  description: string;
  descriptionEnglish: string;
}

/** Name and description in the UI language: Hungarian UI shows Hungarian, anything else English. */
export function localizedProduct(product: Named, language: string): { name: string; description: string } {
  const hungarian = language.startsWith('hu');
  return {
    name: hungarian ? product.name : product.nameEnglish || product.name,
    description: hungarian ? product.description : product.descriptionEnglish || product.description,
  };
}
