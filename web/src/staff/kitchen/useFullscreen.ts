import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;

/**
 * The Fullscreen API for the whole page (decisions: issue 33): the browser's bars go, while the dashboard's own
 * banners (a ringing order, a lost live channel) stay in view. Not offered where the browser has no full screen
 * (an iPhone's Safari); Escape or the browser's own gesture leaves it too, and the button follows.
 */
export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = () => {
    // Refused (no user gesture, a policy): the page simply stays as it is.
    if (active) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return { supported, active, toggle };
}
