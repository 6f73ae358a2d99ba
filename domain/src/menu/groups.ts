import { type ProductGroup, productGroups } from './catalogue.ts';

/**
 * URL segment of each menu group (SPEC §3). WOODEN_PLATE is `<brand>-dishes`, the brand slug coming from the
 * restaurant configuration; drink groups follow the same plural-noun pattern.
 */
const fixedSlugs: Record<Exclude<ProductGroup, 'WOODEN_PLATE'>, string> = {
  STARTER: 'appetisers',
  SOUP: 'soups',
  POULTRY: 'poultry',
  FISH: 'fish',
  PORK: 'pork',
  BEEF: 'beef',
  GARNISH: 'garnishes',
  PICKLE: 'pickles',
  DESSERT: 'desserts',
  SOFT_DRINK: 'soft-drinks',
  BEER: 'beers',
  WINE: 'wines',
  SPIRIT: 'spirits',
  HOT_DRINK: 'hot-drinks',
};

export function groupSlug(group: ProductGroup, brandSlug: string): string {
  return group === 'WOODEN_PLATE' ? `${brandSlug}-dishes` : fixedSlugs[group];
}

export function groupFromSlug(slug: string, brandSlug: string): ProductGroup | undefined {
  return productGroups.find((group) => groupSlug(group, brandSlug) === slug);
}
