/** How a mail that could not be sent is retried: exponential back-off, capped, for a limited time. */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A mail still unsent this long after it was written is marked failed. */
  giveUpAfterMs: number;
}

/** 30 s, 1, 2, 4 … minutes up to an hour between attempts, for a day (about 30 attempts). */
export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** The wait after the `attempts`-th failed attempt (1 = the first). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}
