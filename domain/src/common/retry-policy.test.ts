import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, printRetryPolicy, retryDelayMs } from './retry-policy.ts';

describe('the retry policy of unsent mails', () => {
  it('waits 30 s after the first failure and twice as long after each next one, at most an hour', () => {
    const minutes = [1, 2, 3, 4, 7, 8, 9, 40, 10_000].map((n) => retryDelayMs(n) / 60_000);
    expect(minutes).toEqual([0.5, 1, 2, 4, 32, 60, 60, 60, 60]);
  });

  it('tries about 30 times within the day before it gives up', () => {
    let waited = 0;
    let attempts = 0;
    while (waited < defaultRetryPolicy.giveUpAfterMs) waited += retryDelayMs(++attempts);
    expect(attempts).toBeGreaterThanOrEqual(25);
    expect(attempts).toBeLessThanOrEqual(35);
  });
});

describe('the retry policy of a network printer', () => {
  it('waits 10 s after the first failure, doubling up to 2 minutes', () => {
    const seconds = [1, 2, 3, 4, 5, 6, 20].map((n) => retryDelayMs(n, printRetryPolicy) / 1000);
    expect(seconds).toEqual([10, 20, 40, 80, 120, 120, 120]);
  });
});
