import type { couponInputSchema, couponUpdateSchema } from '@konyha/domain/coupons/coupons';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { toCoupon } from './coupon.mapper.ts';
import * as repo from './coupon.repository.ts';

export type { CouponRow } from './coupon.repository.ts';

type CouponInput = z.output<typeof couponInputSchema>;
type CouponUpdate = z.output<typeof couponUpdateSchema>;

/**
 * `email:<address>` for accounts and guests alike: a customer redeems a code once (DESIGN §5), also when ordering
 * as a guest with the account's e-mail (issue 10, item 7). Any letter case is the same customer.
 */
export function customerKey(email: string | null): string | null {
  return email ? `email:${email.toLowerCase()}` : null;
}

/** Coupons: the managers' list and edits, and the checks and redemptions of checkout. */
export function createCouponService({ database }: { database: Database }) {
  const db = database.db;
  return {
    async list() {
      const coupons = (await repo.listCoupons(db)).map(toCoupon);
      return { coupons, count: coupons.length };
    },

    async add(input: CouponInput) {
      const row = await repo.insertCoupon(db, input);
      if (!row) throw new AppError('CONFLICT', `A coupon with the code ${input.code} exists already`, 'code');
      return toCoupon(row);
    },

    async update({ code, ...changes }: CouponUpdate) {
      const row = await repo.updateCoupon(db, code, changes);
      if (!row) throw notFound('Coupon');
      return toCoupon(row);
    },

    /** The coupon for a code, or the spec's error: unknown, inactive, or already used by this customer. */
    async usable(q: Queryable, code: string, key: string | null): Promise<repo.CouponRow> {
      const coupon = await repo.findCouponByCode(q, code);
      if (!coupon) throw new AppError('INVALID_COUPON', 'No such coupon', 'coupon');
      if (!coupon.isActive) throw new AppError('INACTIVE_COUPON', 'This coupon is not active', 'coupon');
      if (key && (await repo.hasRedeemed(q, coupon.id, key))) {
        throw new AppError('USED_COUPON', 'You have already used this coupon', 'coupon');
      }
      return coupon;
    },

    /** Records the use in the order's transaction; the unique index refuses a second one, race-free. */
    async redeem(
      tx: Queryable,
      values: { couponId: number; orderId: number; userId: number | null; customerKey: string },
    ) {
      if (!(await repo.redeem(tx, values))) {
        throw new AppError('USED_COUPON', 'You have already used this coupon', 'coupon');
      }
    },

    /** An order that did not happen (rejected, cancelled) gives its coupon back, in that order's transaction. */
    release: (tx: Queryable, orderId: number) => repo.releaseRedemption(tx, orderId),
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
