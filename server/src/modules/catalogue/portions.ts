import { portionsLeft } from '@konyha/domain/menu/stock';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { lockPortions } from './stock.repository.ts';

/**
 * The portions of dishes ordered for a local day, by product, counting the orders not refused but order `except`:
 * the order module's read (the orders are its table), which app.ts passes in. Read in `tx` when given.
 */
export interface PortionsOrdered {
  portionsOrdered(
    productIds: number[],
    day: string,
    within?: { tx?: Queryable; except?: number },
  ): Promise<ReadonlyMap<number, number>>;
}

/** A dish an order takes portions of: how many, and what to name when they are gone. */
export interface PortionClaim {
  productId: number;
  quantity: number;
  name: string;
  /** The cart line it came from (`products.<index>`). */
  field: string;
}

export const soldOut = (name: string, field: string) =>
  new AppError('SOLD_OUT', `${name} is sold out for the day of this order`, field);

/**
 * In the transaction that writes order `orderId` for `day`: takes its portions of every counted dish, or refuses
 * the order (409 SOLD_OUT, the transaction rolls back) when one does not fit. Each dish's count of the day is
 * locked first, in product order so two orders never wait for each other; exact under concurrency, on every
 * instance. Answers whether it took any counted portions.
 */
export async function takePortions(
  orders: PortionsOrdered,
  tx: Queryable,
  claims: PortionClaim[],
  day: string,
  orderId: number,
): Promise<boolean> {
  let took = false;
  for (const claim of [...claims].sort((a, b) => a.productId - b.productId)) {
    const daily = await lockPortions(tx, claim.productId, day);
    if (daily === null) continue;
    const ordered = await orders.portionsOrdered([claim.productId], day, { tx, except: orderId });
    if ((portionsLeft(daily, ordered.get(claim.productId) ?? 0) ?? 0) < claim.quantity)
      throw soldOut(claim.name, claim.field);
    took = true;
  }
  return took;
}
