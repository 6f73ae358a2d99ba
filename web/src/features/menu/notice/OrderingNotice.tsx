import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './OrderingNotice.module.css';

// The rules behind the notice need the date library; they load after the page is on screen, never with it.
const NoticeText = lazy(async () => ({ default: (await import('./NoticeText.tsx')).NoticeText }));

/**
 * "Closed now — we open at 17:00; you can pre-order" on the menu and the cart (issue 14). It depends on the
 * guest's clock, so it is filled in only after mount: a server-rendered page never carries a stale notice. The
 * live region is there from the start, so a screen reader announces the notice when it appears or changes.
 */
export function OrderingNotice() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div aria-live="polite">
      {mounted && (
        <Suspense fallback={null}>
          <NoticeText className={styles.notice} />
        </Suspense>
      )}
    </div>
  );
}
