import type { LunchDish, LunchWeek, lunchWeekInputSchema } from '@konyha/domain/lunch/lunch-menu.schemas';
import { portionsLeft } from '@konyha/domain/menu/stock';
import type { z } from 'zod';
import type { LunchDayRow, LunchVariantRow, LunchVariantValues } from './lunch-menu.repository.ts';

export type LunchDayInput = z.output<typeof lunchWeekInputSchema>['days'][number];

/** A week's stored days and variants (by date, then code) as the API answers them, with the portions left. */
export function toLunchWeek(
  week: string,
  days: LunchDayRow[],
  variants: LunchVariantRow[],
  ordered: ReadonlyMap<number, number>,
): LunchWeek {
  const byDate = Map.groupBy(variants, (variant) => variant.date);
  return {
    week,
    days: days.map((day) => ({
      date: day.date,
      window: { from: day.windowFrom, to: day.windowTo },
      variants: (byDate.get(day.date) ?? []).map((row) => ({
        id: row.id,
        code: row.code,
        price: row.price,
        mainOnlyPrice: row.mainOnlyPrice,
        soup: row.soup,
        main: row.main,
        portions: row.portions,
        vatRate: row.vatRate,
        portionsLeft: portionsLeft(row.portions, ordered.get(row.id) ?? 0),
      })),
    })),
  };
}

export const toDayRow = ({ date, window }: LunchDayInput): LunchDayRow => ({
  date,
  windowFrom: window.from,
  windowTo: window.to,
});

/** A day's variants as stored, each dish as `dishOf` makes it (a menu dish's names and marks copied). */
export const toVariantValues = (
  { date, variants }: LunchDayInput,
  dishOf: (dish: LunchDish) => LunchDish,
): LunchVariantValues[] =>
  variants.map((variant) => ({
    date,
    code: variant.code,
    price: variant.price,
    mainOnlyPrice: variant.mainOnlyPrice,
    soup: variant.soup && dishOf(variant.soup),
    main: dishOf(variant.main),
    portions: variant.portions,
    vatRate: variant.vatRate,
  }));
