import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The advisory-lock namespace of a dish's portions on one day (the slots' is 14). */
const portionLockSpace = 15;

/**
 * Waits until no other transaction counts or takes this dish's portions of this day (on every instance: the lock
 * is the database's), then answers its daily count as it is now (null: no limit, or the dish is gone).
 */
export async function lockPortions(tx: Queryable, productId: number, day: string): Promise<number | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${portionLockSpace}::int, hashtext(${`${productId} ${day}`}))`,
  );
  const [row] = await tx
    .select({ dailyPortions: products.dailyPortions })
    .from(products)
    .where(eq(products.id, productId));
  return row?.dailyPortions ?? null;
}
