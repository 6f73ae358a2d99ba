import { lunchLineNames } from '@konyha/domain/lunch/lunch-lines';
import type { LunchDish, OrderLunch } from '@konyha/domain/lunch/lunch-menu.schemas';
import { lunchOrderableAt } from '@konyha/domain/lunch/lunch-window';
import type { LunchCartLine } from '@konyha/domain/orders/checkout.schemas';
import { AppError, invalidField } from '../../errors.ts';
import type { LunchClaim, LunchMenuService } from '../lunch-menu/lunch-menu.service.ts';

/** What the checkout asks of the lunch menu (issue 31): its variants with their days, and their portions. */
export type LunchVariants = Pick<LunchMenuService, 'variants' | 'takePortions'>;

/** A lunch menu variant as the checkout prices it, with its day's lunch window. */
export type LunchVariantForOrder = Awaited<ReturnType<LunchVariants['variants']>>[number];

export interface PricedLunchLine {
  /** Null once the variant left the menu (a placed order keeps its copy). */
  variantId: number | null;
  vatRate: number;
  /** The variant's portions that day (null: no limit, or a line a placed order keeps, which claims none). */
  portions: number | null;
  quantity: number;
  unitPrice: number;
  forName: string | null;
  /** The variant as the order keeps it. */
  lunch: OrderLunch;
  /** The first cart line it came from, as errors name it. */
  index: number;
}

const keyOf = (line: LunchCartLine) =>
  `${line.lunchVariantId}|${line.date}|${line.mainOnly}|${line.forName ?? ''}`;

/** The same variant, day, kind and name twice is one line with the quantities added. */
function mergeLunch(lines: readonly { line: LunchCartLine; index: number }[]) {
  const merged = new Map<string, LunchCartLine & { index: number }>();
  for (const { line, index } of lines) {
    const earlier = merged.get(keyOf(line));
    if (earlier) earlier.quantity += line.quantity;
    else merged.set(keyOf(line), { ...line, index });
  }
  return [...merged.values()];
}

const dishOf = ({ name, nameEnglish }: LunchDish) => ({ name, nameEnglish });

/**
 * Prices the lunch lines from the lunch menu alone: a variant of another day than the line says, or gone, is bad
 * input; its main alone only where a main-only price is set. With `at` (the instant an order is for: its pre-order
 * time, else now) a variant is orderable only inside its day's lunch window, so tonight's order for tomorrow
 * 12:00 is taken and one at 15:05 is refused (409 NOT_AVAILABLE_NOW). A price request has no time and is not refused.
 */
export async function priceLunchLines(
  variants: LunchVariants,
  lines: readonly { line: LunchCartLine; index: number }[],
  at: Date | null,
): Promise<PricedLunchLine[]> {
  if (lines.length === 0) return [];
  const merged = mergeLunch(lines);
  const found = await variants.variants([...new Set(merged.map((l) => l.lunchVariantId))]);
  const byId = new Map(found.map((row) => [row.variant.id, row]));
  return merged.map(({ index, ...line }) => {
    const field = `products.${index}`;
    const { variant, day } = byId.get(line.lunchVariantId) ?? {};
    if (!variant || !day || variant.date !== line.date)
      throw invalidField(`${field}.lunchVariantId`, 'No such lunch menu on that day');
    if (line.mainOnly && variant.mainOnlyPrice === null)
      throw invalidField(`${field}.mainOnly`, 'mainOnlyNotOffered');
    const window = { from: day.windowFrom, to: day.windowTo };
    if (at && !lunchOrderableAt({ date: day.date, window }, at)) {
      const { from, to } = window;
      throw new AppError(
        'NOT_AVAILABLE_NOW',
        `Menu ${variant.code} of ${variant.date} is served from ${from} to ${to} that day`,
        `${field}.lunchVariantId`,
      );
    }
    return {
      variantId: variant.id,
      vatRate: variant.vatRate,
      portions: variant.portions,
      quantity: line.quantity,
      unitPrice: line.mainOnly ? (variant.mainOnlyPrice as number) : variant.price,
      forName: line.forName,
      index,
      lunch: {
        variantId: variant.id,
        date: variant.date,
        code: variant.code,
        mainOnly: line.mainOnly,
        soup: variant.soup && dishOf(variant.soup),
        main: dishOf(variant.main),
      },
    };
  });
}

/** The portions the lunch lines take (the lunch menu adds up the lines of one variant). */
export const lunchClaims = (lines: readonly PricedLunchLine[]): LunchClaim[] =>
  lines.flatMap(({ variantId, portions, quantity, index, lunch }) =>
    variantId === null || portions === null
      ? []
      : [
          {
            variantId,
            quantity,
            name: `${lunchLineNames(lunch.code, false).nameEnglish} of ${lunch.date}`,
            field: `products.${index}`,
          },
        ],
  );
