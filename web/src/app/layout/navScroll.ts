import { useEffect, useState } from 'react';
import { breakpoints } from '../breakpoints.ts';

/** On wide screens the bar keeps its roomy look until the hero is mostly out of view (SPEC §9). */
const WIDE_SCROLL_THRESHOLD = 222;

/** How far the page must scroll before the bar changes look: 222 px on wide screens, 0 up to 1200 px. */
export function scrollThreshold(viewportWidth: number): number {
  return viewportWidth <= breakpoints.navCollapsed ? 0 : WIDE_SCROLL_THRESHOLD;
}

export function isScrolledPast(scrollY: number, viewportWidth: number): boolean {
  return scrollY > scrollThreshold(viewportWidth);
}

export function useScrolledPast(): boolean {
  const [scrolled, setScrolled] = useState(() => isScrolledPast(window.scrollY, window.innerWidth));
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY, window.innerWidth));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return scrolled;
}
