import { portionsLeft } from '@konyha/domain/menu/stock';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { lockVariant } from './lunch-menu.repository.ts';

/**
 * The portions of lunch menu variants ordered, by variant, counting the orders not refused but order `except`: the
 * order module's read (the orders are its table), which app.ts passes in. Read in `tx` when given.
 */
export interface LunchPortionsOrdered {
  lunchPortionsOrdered(
    variantIds: number[],
    within?: { tx?: Queryable; except?: number },
  ): Promise<ReadonlyMap<number, number>>;
}

/** A variant an order takes portions of: how many, and what to name when they are gone. */
export interface LunchClaim {
  variantId: number;
  quantity: number;
  /** "A menü, 2026. 11. 25." as the refusal's message names it. */
  name: string;
  /** The cart line it came from (`products.<index>`). */
  field: string;
}

/**
 * In the transaction that writes order `orderId`: takes its portions of every counted variant, or refuses the order
 * (409 SOLD_OUT, the transaction rolls back) when one does not fit. Each variant's row is locked first, in id order
 * so two orders never wait for each other; exact under concurrency, on every instance. Several lines of one variant
 * (one per name of an office's order) count together, named by the first.
 */
export async function takeLunchPortions(
  orders: LunchPortionsOrdered,
  tx: Queryable,
  claims: LunchClaim[],
  orderId: number,
): Promise<void> {
  const byVariant = new Map<number, LunchClaim>();
  for (const claim of claims) {
    const earlier = byVariant.get(claim.variantId);
    byVariant.set(
      claim.variantId,
      earlier ? { ...earlier, quantity: earlier.quantity + claim.quantity } : claim,
    );
  }
  for (const claim of [...byVariant.values()].sort((a, b) => a.variantId - b.variantId)) {
    const portions = await lockVariant(tx, claim.variantId);
    if (portions === undefined)
      throw new AppError(
        'PRODUCT_NOT_ORDERABLE',
        `${claim.name} is no longer on the lunch menu`,
        claim.field,
      );
    if (portions === null) continue;
    const ordered = await orders.lunchPortionsOrdered([claim.variantId], { tx, except: orderId });
    if ((portionsLeft(portions, ordered.get(claim.variantId) ?? 0) ?? 0) < claim.quantity)
      throw new AppError('SOLD_OUT', `${claim.name} is sold out`, claim.field);
  }
}
