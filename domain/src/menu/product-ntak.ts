import {
  isNtakPair,
  type NtakCategory,
  type NtakSubCategory,
  ntakDefaultsOfGroup,
} from '../accounting/ntak.ts';

export interface NtakPair {
  category: NtakCategory;
  sub: NtakSubCategory;
}

/** What the product form sent: either, both or neither of NTAK's categories. */
export interface NtakChoice {
  ntakCategory?: NtakCategory | undefined;
  ntakSubCategory?: NtakSubCategory | undefined;
}

export type NtakProblem = 'required' | 'ntakSubCategoryNotOfCategory';

/**
 * The NTAK categories a product is saved with (issue 17). What the form leaves out comes from the product's own
 * categories while its menu group stays the same (a client that does not know NTAK keeps the staff's choice), else
 * from its group's defaults. A sub-category must belong to the main category; a main category alone keeps the
 * sub-category it would have only if that belongs to it, otherwise the sub-category is required.
 */
export function productNtakCategories(
  group: string,
  choice: NtakChoice,
  current?: { group: string } & NtakPair,
): NtakPair | { problem: NtakProblem } {
  const base = current && current.group === group ? current : ntakDefaultsOfGroup[group];
  if (!base) throw new Error(`No NTAK categories for the menu group ${group}`);
  const category = choice.ntakCategory ?? base.category;
  const sub = choice.ntakSubCategory ?? base.sub;
  if (isNtakPair(category, sub)) return { category, sub };
  return { problem: choice.ntakSubCategory ? 'ntakSubCategoryNotOfCategory' : 'required' };
}
