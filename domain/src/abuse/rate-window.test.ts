import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponGuessLimit, exceeds, retryAfterSeconds, windowStart } from './rate-window.ts';

const tenMinutes = 600_000;
const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const windows = fc.integer({ min: 1000, max: 86_400_000 });

describe('fixed windows', () => {
  it('starts a ten-minute window on the ten-minute mark', () => {
    expect(windowStart(new Date('2026-11-20T12:07:31.250Z'), tenMinutes).toISOString()).toBe(
      '2026-11-20T12:00:00.000Z',
    );
    expect(windowStart(new Date('2026-11-20T12:10:00.000Z'), tenMinutes).toISOString()).toBe(
      '2026-11-20T12:10:00.000Z',
    );
    expect(windowStart(new Date('2026-11-20T12:09:59.999Z'), tenMinutes).toISOString()).toBe(
      '2026-11-20T12:00:00.000Z',
    );
  });

  it('puts every instant in exactly one window, which holds it', () => {
    fc.assert(
      fc.property(instants, windows, (now, windowMs) => {
        const start = windowStart(now, windowMs).getTime();
        expect(start).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(start + windowMs);
        expect(start % windowMs).toBe(0);
      }),
    );
  });
});

describe('Retry-After', () => {
  it('counts the seconds to the end of the window, rounded up', () => {
    expect(retryAfterSeconds(new Date('2026-11-20T12:07:30.000Z'), tenMinutes)).toBe(150);
    expect(retryAfterSeconds(new Date('2026-11-20T12:09:59.500Z'), tenMinutes)).toBe(1);
    expect(retryAfterSeconds(new Date('2026-11-20T12:00:00.000Z'), tenMinutes)).toBe(600);
  });

  it('never asks to come back before the window ends, nor later than one window', () => {
    fc.assert(
      fc.property(instants, windows, (now, windowMs) => {
        const seconds = retryAfterSeconds(now, windowMs);
        const end = windowStart(now, windowMs).getTime() + windowMs;
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
        expect(now.getTime() + seconds * 1000).toBeGreaterThanOrEqual(end);
        expect(windowStart(new Date(now.getTime() + seconds * 1000), windowMs).getTime()).toBe(end);
      }),
    );
  });
});

describe('the limit', () => {
  it('lets the tenth unknown coupon through and refuses the eleventh', () => {
    expect(exceeds(10, couponGuessLimit)).toBe(false);
    expect(exceeds(11, couponGuessLimit)).toBe(true);
  });
});
