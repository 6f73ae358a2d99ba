import { useEffect } from 'react';

/**
 * Keeps the screen on while a staff member is logged in (Screen Wake Lock API), so a tablet on the counter does not
 * sleep through an order. The browser drops the lock whenever the tab is hidden: it is asked for again when the
 * tab shows. Browsers without the API (or refusing it, e.g. on low battery) simply let the screen sleep.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused: nothing to do until the tab shows again.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, [active]);
}
