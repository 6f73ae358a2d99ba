import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../lib/breakpoints.ts';

/** On wide screens the bar keeps its roomy look until the hero is mostly out of view (SPEC §9). */
const WIDE_SCROLL_THRESHOLD = 222;

/** How far the page must scroll before the bar changes look: 222 px on wide screens, 0 up to 1200 px. */
export function scrollThreshold(viewportWidth: number): number {
  return viewportWidth <= breakpoints.navCollapsed ? 0 : WIDE_SCROLL_THRESHOLD;
}

export function isScrolledPast(scrollY: number, viewportWidth: number): boolean {
  return scrollY > scrollThreshold(viewportWidth);
}

function subscribe(update: () => void) {
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

/** A prerendered page starts at the top, unscrolled; the bar takes the real position once the page is alive. */
export function useScrolledPast(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY, window.innerWidth),
    () => false,
  );
}
