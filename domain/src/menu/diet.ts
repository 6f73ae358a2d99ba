import type { Allergenic } from './catalogue.ts';

/**
 * The menu's dietary filters (issue 15), by the names they have in the URL (`?diet=vegetarian,gluten-free`), in the
 * order the chips show. The web app filters with these, and the server keys the menu pages it keeps by them, so a
 * page rendered there and the same page hydrated in the browser list the same dishes.
 */
export const diets = ['vegetarian', 'gluten-free', 'lactose-free', 'not-hot'] as const;
export type Diet = (typeof diets)[number];

const fits: Record<Diet, (allergenics: readonly Allergenic[]) => boolean> = {
  vegetarian: (allergenics) => allergenics.includes('VEGETARIAN'),
  'gluten-free': (allergenics) => allergenics.includes('GLUTEN_FREE'),
  'lactose-free': (allergenics) => allergenics.includes('LACTOSE_FREE'),
  'not-hot': (allergenics) => !allergenics.includes('HOT'),
};

/** The diets a `diet` query value names, in the chips' order and each once; unknown names are ignored. */
export function parseDiets(value: string | null | undefined): Diet[] {
  const named = new Set((value ?? '').split(','));
  return diets.filter((diet) => named.has(diet));
}

/** The query that shows `chosen`: `?diet=a,b` with commas as they are, or '' for none. */
export function dietSearch(chosen: readonly Diet[]): string {
  const ordered = diets.filter((diet) => chosen.includes(diet));
  return ordered.length === 0 ? '' : `?diet=${ordered.join(',')}`;
}

/** `chosen` with `diet` switched on or off. */
export function toggleDiet(chosen: readonly Diet[], diet: Diet): Diet[] {
  return chosen.includes(diet) ? chosen.filter((other) => other !== diet) : [...chosen, diet];
}

/** Whether a dish fits every chosen diet (they combine: all must hold). */
export function fitsDiets(product: { allergenics: readonly Allergenic[] }, chosen: readonly Diet[]): boolean {
  return chosen.every((diet) => fits[diet](product.allergenics));
}
