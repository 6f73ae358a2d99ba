import type { Availability } from '@konyha/domain/menu/availability.schemas';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import {
  Allergenic,
  NtakCategory,
  NtakSubCategory,
  type Product,
  ProductGroup,
} from '@konyha/domain/menu/products';
import { toPhoto } from './photo.mapper.ts';
import type { ProductRow } from './product.repository.ts';

/** What a product answer says about its stock at one moment (see product-stock.ts). */
export type ProductStock = Pick<Product, 'soldOutToday' | 'dailyPortions' | 'portionsLeft'>;

/** What a product answer needs besides its row: its option groups and its group's windows (issue 31). */
export interface ProductExtras {
  optionGroups: OptionGroup[];
  groupAvailability: Availability;
}

export function toProduct(
  row: ProductRow,
  { optionGroups, groupAvailability }: ProductExtras,
  stock: ProductStock,
): Product {
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
    ...stock,
    photo: toPhoto(row),
    vatRate: row.vatRate,
    deposit: row.deposit,
    ntakCategory: NtakCategory.parse(row.ntakCategory),
    ntakSubCategory: NtakSubCategory.parse(row.ntakSubCategory),
    availability: row.availability,
    groupAvailability,
  };
}
