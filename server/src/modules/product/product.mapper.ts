import { Allergenic, type Product, ProductGroup } from '@konyha/domain/menu/products';
import { toPhoto } from './photo.mapper.ts';
import type { ProductRow } from './product.repository.ts';

export function toProduct(row: ProductRow): Product {
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
    // Placeholders of the other issue-15 lanes (options, stock), so the answers validate on this branch.
    optionGroups: [],
    soldOutToday: false,
    dailyPortions: null,
    portionsLeft: null,
    photo: toPhoto(row),
  };
}
