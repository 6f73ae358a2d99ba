import { desc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  return row;
}

export async function hasRedeemed(db: Queryable, couponId: number, customerKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(
      sql`${couponRedemptions.couponId} = ${couponId} and ${couponRedemptions.customerKey} = ${customerKey}`,
    );
  return rows.length > 0;
}

/** Records a use; false when this customer already used the coupon (the unique index decides, race-free). */
export async function redeem(db: Queryable, values: typeof couponRedemptions.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(couponRedemptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  return rows.length > 0;
}

/** Frees the coupon an order used (it was rejected or cancelled): the customer may use it again. */
export async function releaseRedemption(db: Queryable, orderId: number) {
  await db.delete(couponRedemptions).where(sql`${couponRedemptions.orderId} = ${orderId}`);
}

export function listCoupons(db: Queryable): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** Inserts a coupon; undefined when its code exists in any letter case. */
export async function insertCoupon(
  db: Queryable,
  values: typeof coupons.$inferInsert,
): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCoupon(
  db: Queryable,
  code: string,
  values: Partial<Pick<CouponRow, 'discount' | 'isActive'>>,
) {
  // Only the code sent: nothing to change (and an UPDATE needs something to SET), so the coupon as it is.
  if (Object.values(values).every((value) => value === undefined)) return findCouponByCode(db, code);
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`)
    .returning();
  return row;
}
