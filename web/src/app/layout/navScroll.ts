import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../lib/breakpoints.ts';

/** On wide screens the bar keeps its roomy look until the hero is mostly out of view (SPEC §9). */
const WIDE_SCROLL_THRESHOLD = 222;
/** How much shorter the compact bar is on wide screens: 5.5rem → --nav-height, 4rem (NavBar.module.css). */
const COMPACT_SHRINK_REM = 1.5;

/** How far the page must scroll before the bar changes look: 222 px on wide screens, 0 up to 1200 px. */
export function scrollThreshold(viewportWidth: number): number {
  return viewportWidth <= breakpoints.navCollapsed ? 0 : WIDE_SCROLL_THRESHOLD;
}

/**
 * Whether the bar is compact. The bar sits in the page's flow, so turning compact moves everything below it up by
 * `shrink` px, and the browser's scroll anchoring lowers scrollY by as much: a compact bar stays compact until the
 * page is back above the threshold by more than that, else each look would call for the other (React error #185).
 */
export function isScrolledPast(scrollY: number, viewportWidth: number, compact = false, shrink = 0): boolean {
  const threshold = scrollThreshold(viewportWidth);
  // Narrow screens have a compact bar in both looks: nothing moves when the look changes.
  if (!compact || threshold === 0) return scrollY > threshold;
  // A pixel more, for the rounding of a rem that is not a whole number of pixels.
  return scrollY > threshold - shrink - 1;
}

function remInPixels(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

let compact = false;

function measure() {
  // The root's font size is a style read, which costs a page that just came alive a style pass: only a compact bar
  // needs it.
  const shrink = compact ? COMPACT_SHRINK_REM * remInPixels() : 0;
  compact = isScrolledPast(window.scrollY, window.innerWidth, compact, shrink);
}

function subscribe(update: () => void) {
  const onChange = () => {
    measure();
    update();
  };
  // The page may have moved while no bar was shown (the print view has none).
  measure();
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * A prerendered page starts at the top, unscrolled; the bar takes the real position once the page is alive. The
 * look is measured on scroll and resize only: reading scrollY again after the bar changed would read the position
 * the change itself caused.
 */
export function useScrolledPast(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => compact,
    () => false,
  );
}
