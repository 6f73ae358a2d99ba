import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type CouponRow, findCouponByCode, hasRedeemed } from './coupon.repository.ts';

/**
 * `email:<address>` for accounts and guests alike: a customer redeems a code once (DESIGN §5), also when ordering
 * as a guest with the account's e-mail (issue 10, item 7). Any letter case is the same customer.
 */
export function customerKey(email: string | null): string | null {
  return email ? `email:${email.toLowerCase()}` : null;
}

/** The coupon for a code, or the spec's error: unknown, inactive, or already used by this customer. */
export async function usableCoupon(db: Queryable, code: string, key: string | null): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw new AppError('INVALID_COUPON', 'No such coupon', 'coupon');
  if (!coupon.isActive) throw new AppError('INACTIVE_COUPON', 'This coupon is not active', 'coupon');
  if (key && (await hasRedeemed(db, coupon.id, key))) {
    throw new AppError('USED_COUPON', 'You have already used this coupon', 'coupon');
  }
  return coupon;
}
