import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type CouponRow, findCouponByCode, hasRedeemed } from './coupon.repository.ts';

/** `user:<id>` for an account, `email:<address>` for a guest: a customer redeems a code once (DESIGN §5). */
export function customerKey(customer: { userId: number | null; email: string | null }): string | null {
  if (customer.userId !== null) return `user:${customer.userId}`;
  return customer.email ? `email:${customer.email.toLowerCase()}` : null;
}

/** The coupon for a code, or the spec's error: unknown, inactive, or already used by this customer. */
export async function usableCoupon(db: Queryable, code: string, key: string | null): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw new AppError('INVALID_COUPON', 404, 'No such coupon', 'coupon');
  if (!coupon.isActive) throw new AppError('INACTIVE_COUPON', 409, 'This coupon is not active', 'coupon');
  if (key && (await hasRedeemed(db, coupon.id, key))) {
    throw new AppError('USED_COUPON', 409, 'You have already used this coupon', 'coupon');
  }
  return coupon;
}
