import type { Product } from '@konyha/domain/menu/products';

/** At or below this many portions left, the card says how many remain (issue 15). */
export const FEW_PORTIONS = 5;

/**
 * What a card says about ordering a dish: off the menu for now (the spec's orderable flag, which wins), sold out for
 * today (marked so, or its daily portions are gone), a few portions left, or nothing to say.
 */
export type Availability =
  | { kind: 'unavailable' }
  | { kind: 'soldOut' }
  | { kind: 'few'; left: number }
  | { kind: 'orderable' };

export function availability(
  product: Pick<Product, 'orderable' | 'soldOutToday' | 'portionsLeft'>,
): Availability {
  if (!product.orderable) return { kind: 'unavailable' };
  if (product.soldOutToday || product.portionsLeft === 0) return { kind: 'soldOut' };
  if (product.portionsLeft !== null && product.portionsLeft <= FEW_PORTIONS)
    return { kind: 'few', left: product.portionsLeft };
  return { kind: 'orderable' };
}
