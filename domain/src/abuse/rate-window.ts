/** A limit of `max` counted events per fixed window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

/** Unknown coupon codes one client address may try (issue 10, item 6): guessing a code takes far more. */
export const couponGuessLimit: RateLimit = { max: 10, windowMs: minutes(10) };

/** Orders per client address and per e-mail: `max` comes from ORDER_RATE_LIMIT. */
export const orderLimit = (max: number): RateLimit => ({ max, windowMs: minutes(10) });

/**
 * The start of the fixed window holding `now`. Windows are aligned to the epoch, so every instance counts into the
 * same window without agreeing on anything but the clock.
 */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window holding `now` ends (at least 1): the `Retry-After` of a refused request. */
export function retryAfterSeconds(now: Date, windowMs: number): number {
  const end = windowStart(now, windowMs).getTime() + windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** A request is refused once its own count, this one included, goes past the limit. */
export const exceeds = (count: number, limit: RateLimit) => count > limit.max;
