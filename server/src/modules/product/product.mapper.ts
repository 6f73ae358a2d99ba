import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import { Allergenic, type Product, ProductGroup } from '@konyha/domain/menu/products';
import type { ProductRow } from './product.repository.ts';

export function toProduct(row: ProductRow, optionGroups: OptionGroup[]): Product {
  return {
    id: row.id,
    name: row.name,
    nameEnglish: row.nameEnglish,
    description: row.description,
    descriptionEnglish: row.descriptionEnglish,
    price: row.price,
    type: row.type,
    group: ProductGroup.parse(row.group),
    orderable: row.orderable,
    allergenics: row.allergenics.map((a) => Allergenic.parse(a)),
    loquuId: row.loquuId,
    optionGroups,
    soldOutToday: false,
    dailyPortions: null,
    portionsLeft: null,
    photo: null,
  };
}

/** Products with their groups, read in one go by the caller. */
export const toProducts = (rows: ProductRow[], groups: Map<number, OptionGroup[]>): Product[] =>
  rows.map((row) => toProduct(row, groups.get(row.id) ?? []));
