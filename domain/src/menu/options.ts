import type { Forint } from '../common/money.ts';
import type { OptionGroup, OrderLineOption } from './options.schemas.ts';

/**
 * The one home of the option rules (issue 15): the menu's dialog, the cart and the server's pricing call these with
 * the product's groups and the chosen option ids.
 */

export type ChoiceProblemKind =
  /** An id that is no option of this product's groups (deleted, or another product's). */
  | 'unknownOption'
  /** The kitchen has run out of it. */
  | 'unavailableOption'
  /** A required group with nothing chosen. */
  | 'required'
  | 'tooFew'
  | 'tooMany';

/** `groupId` null: the option belongs to no group of the product. */
export type ChoiceProblem = { groupId: number | null; kind: ChoiceProblemKind };

/** The first problem of a choice, in the product's group order; undefined when it may be ordered. */
export function choiceProblem(
  groups: readonly OptionGroup[],
  chosen: readonly number[],
): ChoiceProblem | undefined {
  const known = new Map(
    groups.flatMap((group) => group.options.map((option) => [option.id, { group, option }])),
  );
  for (const id of chosen) {
    const found = known.get(id);
    if (!found) return { groupId: null, kind: 'unknownOption' };
    if (!found.option.available) return { groupId: found.group.id, kind: 'unavailableOption' };
  }
  const picked = new Set(chosen);
  if (picked.size !== chosen.length) return { groupId: null, kind: 'tooMany' };
  for (const group of groups) {
    const count = group.options.filter((option) => picked.has(option.id)).length;
    if (count === 0 && group.required) return { groupId: group.id, kind: 'required' };
    if (count < group.min) return { groupId: group.id, kind: 'tooFew' };
    if (count > group.max) return { groupId: group.id, kind: 'tooMany' };
  }
  return undefined;
}

/** The price of one piece: the dish's price plus every chosen option's. */
export function unitPrice(base: Forint, groups: readonly OptionGroup[], chosen: readonly number[]): Forint {
  const picked = new Set(chosen);
  return groups
    .flatMap((group) => group.options)
    .reduce((sum, option) => sum + (picked.has(option.id) ? option.price : 0), base);
}

/** What the dialog starts with: every available default option. */
export const defaultChoice = (groups: readonly OptionGroup[]): number[] =>
  groups.flatMap((group) => group.options.filter((o) => o.isDefault && o.available).map((o) => o.id));

/** The chosen options as an order keeps them, in the product's group and option order. */
export function chosenOptions(groups: readonly OptionGroup[], chosen: readonly number[]): OrderLineOption[] {
  const picked = new Set(chosen);
  return groups.flatMap((group) =>
    group.options
      .filter((option) => picked.has(option.id))
      .map((option) => ({
        optionId: option.id,
        groupName: group.name,
        groupNameEnglish: group.nameEnglish,
        name: option.name,
        nameEnglish: option.nameEnglish,
        price: option.price,
      })),
  );
}

/** The same dish with the same options is one cart line, whatever order the options were picked in. */
export const cartLineKey = (productId: number, options: readonly number[] = []): string =>
  [productId, ...[...options].sort((a, b) => a - b)].join(':');

/** The chosen ids the product still offers and has available: what is kept when the menu changed under a choice. */
export function offeredOptions(groups: readonly OptionGroup[], chosen: readonly number[]): number[] {
  const available = new Set(
    groups.flatMap((group) => group.options.filter((o) => o.available).map((o) => o.id)),
  );
  return chosen.filter((id) => available.has(id));
}
