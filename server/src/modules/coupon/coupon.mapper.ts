import type { Coupon } from '@konyha/domain/coupons/coupons';
import type { CouponRow } from './coupon.repository.ts';

export const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  discount: row.discount,
  isActive: row.isActive,
});
