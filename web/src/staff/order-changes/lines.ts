import { MAX_QUANTITY } from '@konyha/domain/cart/cart';
import type { Language } from '@konyha/domain/common/language';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import { chosenOptions } from '@konyha/domain/menu/options';
import type { Product } from '@konyha/domain/menu/products';
import { localizedName } from '../../features/menu/index.ts';
import type { DraftLine } from './draft.ts';

/** "Rántott csirke (Köret: hasábburgonya)": the dish and its chosen options in the dashboard's language. */
function dishLabel(product: Product, options: readonly number[], language: Language): string {
  const name = localizedProduct(product, language).name;
  const chosen = chosenOptions(product.optionGroups, options).map(
    (option) =>
      `${localizedName({ name: option.groupName, nameEnglish: option.groupNameEnglish }, language)}: ${localizedName(option, language)}`,
  );
  return chosen.length > 0 ? `${name} (${chosen.join(', ')})` : name;
}

let nextKey = 0;

/** A new line of `product` with `options`: added (one piece) or put in place of another (its quantity). */
export function dishLine(
  product: Product,
  options: readonly number[],
  language: Language,
  quantity = 1,
): DraftLine {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    productId: product.id,
    quantity,
    options: [...options],
    label: dishLabel(product, options, language),
  };
}

export const withQuantity = (lines: readonly DraftLine[], key: string, quantity: number): DraftLine[] =>
  lines.map((line) =>
    line.key === key ? { ...line, quantity: Math.min(MAX_QUANTITY, Math.max(1, quantity)) } : line,
  );

export const without = (lines: readonly DraftLine[], key: string): DraftLine[] =>
  lines.filter((line) => line.key !== key);

/** The line `key` becomes `replacement`, keeping its place and its quantity. */
export const replaced = (lines: readonly DraftLine[], key: string, replacement: DraftLine): DraftLine[] =>
  lines.map((line) => (line.key === key ? { ...replacement, quantity: line.quantity } : line));
