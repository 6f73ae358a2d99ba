import { describe, expect, it } from 'vitest';
import { isScrolledPast, scrollThreshold } from './navScroll.ts';

describe('the top bar scroll threshold', () => {
  it('is 222 px on wide screens', () => {
    expect(scrollThreshold(1201)).toBe(222);
    expect(scrollThreshold(1920)).toBe(222);
  });

  it('is 0 on screens up to 1200 px', () => {
    expect(scrollThreshold(1200)).toBe(0);
    expect(scrollThreshold(360)).toBe(0);
  });

  it('changes the look only past the threshold', () => {
    expect(isScrolledPast(222, 1280)).toBe(false);
    expect(isScrolledPast(223, 1280)).toBe(true);
    expect(isScrolledPast(0, 1024)).toBe(false);
    expect(isScrolledPast(1, 1024)).toBe(true);
  });

  it('keeps a compact bar compact until the page is back above the threshold by more than the bar shrank', () => {
    expect(isScrolledPast(199, 1280, true, 24)).toBe(true);
    expect(isScrolledPast(198, 1280, true, 24)).toBe(true);
    expect(isScrolledPast(197, 1280, true, 24)).toBe(false);
    expect(isScrolledPast(199, 1280, false, 24)).toBe(false);
    // Narrow screens: the bar is compact in both looks, so nothing moves.
    expect(isScrolledPast(0, 1024, true, 24)).toBe(false);
  });
});
