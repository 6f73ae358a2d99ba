import type { Option, OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { OptionGroupRow, OptionRow } from './menu-options.repository.ts';

const toOption = (row: OptionRow): Option => ({
  id: row.id,
  name: row.name,
  nameEnglish: row.nameEnglish,
  price: row.price,
  available: row.available,
  isDefault: row.isDefault,
});

const toGroup = (row: OptionGroupRow, optionRows: OptionRow[]): OptionGroup => ({
  id: row.id,
  name: row.name,
  nameEnglish: row.nameEnglish,
  required: row.required,
  min: row.min,
  max: row.max,
  options: optionRows.map(toOption),
});

/** Groups with their options; the options come in their order already. */
export function toOptionGroups(groups: OptionGroupRow[], optionRows: OptionRow[]): OptionGroup[] {
  const byGroup = Map.groupBy(optionRows, (option) => option.groupId);
  return groups.map((group) => toGroup(group, byGroup.get(group.id) ?? []));
}

/** Rows of product, group and option (sorted by product, group position, option position) → groups per product. */
export function toGroupsByProduct(
  rows: { productId: number; group: OptionGroupRow; option: OptionRow }[],
): Map<number, OptionGroup[]> {
  const result = new Map<number, OptionGroup[]>();
  for (const [productId, productRows] of Map.groupBy(rows, (row) => row.productId)) {
    const groups = new Map(productRows.map((row) => [row.group.id, row.group]));
    result.set(
      productId,
      toOptionGroups(
        [...groups.values()],
        productRows.map((row) => row.option),
      ),
    );
  }
  return result;
}
