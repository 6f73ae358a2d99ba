import { createHash } from 'node:crypto';
import {
  couponGuessLimit,
  exceeds,
  orderLimit,
  type RateLimit,
  retryAfterSeconds,
  windowStart,
} from '@konyha/domain/abuse/rate-window';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { countHit, lockCount, pruneWindows, takeBackHit } from './rate-limits.repository.ts';

export interface RateLimitDeps {
  database: Database;
  clock: () => Date;
  /** ORDER_RATE_LIMIT: orders per client address and per e-mail in ten minutes. */
  ordersPerWindow: number;
}

/** Runs a coupon check (given the transaction to read in) under the limit on guessing codes. */
export type CouponGuard = <T>(check: (db: Queryable) => Promise<T>) => Promise<T>;

/** A counted order; `release` takes it back when the request turns out to be a replay of one already counted. */
export interface CountedOrder {
  release(): Promise<void>;
}

/**
 * The stored key of a counter: addresses and e-mails are hashed, so the table holds nothing personal. The
 * counters live in the database (fixed windows, DESIGN §7) so that a limit holds across instances.
 */
const counterKey = (kind: string, value: string) =>
  `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

/** Limits on guessing coupon codes and on placing orders (issue 10, item 6), answered 429 with Retry-After. */
export function createRateLimitService({ database, clock, ordersPerWindow }: RateLimitDeps) {
  const db = database.db;
  const orders = orderLimit(ordersPerWindow);
  const longestWindowMs = Math.max(couponGuessLimit.windowMs, orders.windowMs);
  let prunedAt = 0;

  function tooMany(now: Date, limit: RateLimit, field?: string) {
    const seconds = retryAfterSeconds(now, limit.windowMs);
    return new AppError('TOO_MANY_REQUESTS', `Too many attempts; try again in ${seconds} s`, field, {
      'retry-after': String(seconds),
    });
  }

  /** Ended windows go at most once a window per instance: enough to keep the table at live windows only. */
  async function pruneNow(now: Date) {
    if (now.getTime() - prunedAt < longestWindowMs) return;
    prunedAt = now.getTime();
    await pruneWindows(db, new Date(now.getTime() - longestWindowMs));
  }

  return {
    /**
     * Wraps the coupon checks of one client address: only an unknown code counts, so a customer pricing a cart
     * again and again with a real code is never limited. The checks of one address take turns on its counter's
     * row lock, so guesses sent at once cannot slip past the limit, and a real code among them is refused like
     * the rest. Over the limit, any coupon attempt is refused until the window ends.
     */
    couponGuard:
      (clientIp: string): CouponGuard =>
      async (check) => {
        const now = clock();
        const start = windowStart(now, couponGuessLimit.windowMs);
        const key = counterKey('coupon', clientIp);
        await pruneNow(now);
        const outcome = await db.transaction(async (tx) => {
          if (exceeds((await lockCount(tx, key, start)) + 1, couponGuessLimit))
            throw tooMany(now, couponGuessLimit, 'coupon');
          try {
            return { value: await check(tx) };
          } catch (error) {
            // The refusal leaves the transaction normally, so that the count commits.
            if (error instanceof AppError && error.errorType === 'INVALID_COUPON')
              await countHit(tx, key, start);
            return { error };
          }
        });
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
      },

    /** Counts an order attempt for its client address and its e-mail; refused past ORDER_RATE_LIMIT for either. */
    async countOrder(clientIp: string, email: string): Promise<CountedOrder> {
      const now = clock();
      const start = windowStart(now, orders.windowMs);
      const keys = [counterKey('order-ip', clientIp), counterKey('order-email', email.toLowerCase())];
      await pruneNow(now);
      const counts = await Promise.all(keys.map((key) => countHit(db, key, start)));
      if (counts.some((count) => exceeds(count, orders))) throw tooMany(now, orders);
      return {
        release: async () => {
          await Promise.all(keys.map((key) => takeBackHit(db, key, start)));
        },
      };
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
