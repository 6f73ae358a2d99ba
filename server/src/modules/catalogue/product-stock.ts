import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Product } from '@konyha/domain/menu/products';
import { isSoldOut, localDayBounds, portionsLeft, soldOutUntil } from '@konyha/domain/menu/stock';
import { localDay } from '@konyha/domain/restaurant/local-time';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import type { GroupWindows } from './availability.repository.ts';
import type { PortionsOrdered } from './portions.ts';
import { toProduct } from './product.mapper.ts';
import type { ProductRow } from './product.repository.ts';

/**
 * Products as answered at `now`: sold out while the mark lasts, and the portions left of today's count (the
 * orders for today, pre-orders for today included).
 */
export async function withStock(
  orders: PortionsOrdered,
  rows: ProductRow[],
  groups: ReadonlyMap<number, OptionGroup[]>,
  windows: GroupWindows,
  now: Date,
): Promise<Product[]> {
  const counted = rows.filter((row) => row.dailyPortions !== null).map((row) => row.id);
  const ordered = await orders.portionsOrdered(counted, localDay(now));
  return rows.map((row) =>
    toProduct(
      row,
      { optionGroups: groups.get(row.id) ?? [], groupAvailability: windows.get(row.group) ?? [] },
      {
        soldOutToday: isSoldOut(row.soldOutUntil, now),
        dailyPortions: row.dailyPortions,
        portionsLeft: portionsLeft(row.dailyPortions, ordered.get(row.id) ?? 0),
      },
    ),
  );
}

/**
 * When answers made at `now` from these rows change by time alone (an order changes them too, see the catalogue):
 * the earliest sold-out mark's end, and the next midnight when a dish has a daily count. Infinity: never.
 */
export function stockChangesAt(rows: ProductRow[], now: Date): number {
  const marks = rows.map((row) => row.soldOutUntil?.getTime() ?? 0).filter((until) => until > now.getTime());
  const midnight = rows.some((row) => row.dailyPortions !== null)
    ? localDayBounds(localDay(now)).to.getTime()
    : Infinity;
  return Math.min(midnight, ...marks);
}

/**
 * The stored end of the sold-out mark a product form asks for: none when unmarked, the mark's current end when it
 * is already sold out (marking again does not prolong it), else the next opening of a later day.
 */
export async function soldOutColumn(
  soldOutToday: boolean,
  current: Date | null,
  hours: () => Promise<OpeningHours>,
  now: Date,
): Promise<Date | null> {
  if (!soldOutToday) return null;
  if (current && isSoldOut(current, now)) return current;
  return soldOutUntil(await hours(), now);
}
