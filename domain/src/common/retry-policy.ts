/** How work that failed (a mail not sent, a ticket not printed) is retried: exponential back-off, capped, for a limited time. */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Work still not done this long after it was queued is marked failed. */
  giveUpAfterMs: number;
}

/** Mails: 30 s, 1, 2, 4 … minutes up to an hour between attempts, for a day (about 30 attempts). */
export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/**
 * Network printers (issue 16): 10 s, 20 s, 40 s … up to 2 minutes between attempts, for 15 minutes. A ticket
 * printed later than that is no use to the kitchen; staff see the failure on the order and reprint by hand.
 */
export const printRetryPolicy: RetryPolicy = {
  firstDelayMs: 10_000,
  maxDelayMs: 2 * 60_000,
  giveUpAfterMs: 15 * 60_000,
};

/** The wait after the `attempts`-th failed attempt (1 = the first). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/**
 * Push notifications to staff devices (issue 32): 5 s, 10 s, 20 s … up to 2 minutes between attempts, for 15 minutes,
 * as long as an order's notification lives at the push service (its TTL): later, the ladder has moved on.
 */
export const pushRetryPolicy: RetryPolicy = {
  firstDelayMs: 5_000,
  maxDelayMs: 2 * 60_000,
  giveUpAfterMs: 15 * 60_000,
};

/**
 * Calls to Számlázz.hu's Agent that got no answer (issue 34): 1, 2, 4 … minutes up to an hour between attempts, for
 * a day. Számlázz.hu asks callers to stop after five quick failures; this ladder makes five attempts in a quarter of an
 * hour and then waits longer, and every repeat first asks whether the first one went through.
 */
export const invoiceRetryPolicy: RetryPolicy = {
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};
