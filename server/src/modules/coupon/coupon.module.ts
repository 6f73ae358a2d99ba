import type { Database } from '../../db/client.ts';
import { routesOf } from '../../http/module-routes.ts';
import { couponRoutes } from './coupon.routes.ts';
import { createCouponService } from './coupon.service.ts';

/** Coupons: the staff's list and the redemptions orders hold. */
export function createCouponModule({ database }: { database: Database }) {
  const coupons = createCouponService({ database });
  return { coupons, routes: routesOf(couponRoutes, { coupons }) };
}
