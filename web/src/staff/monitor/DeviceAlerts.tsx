import { PushAsk } from '../push/index.ts';
import { CannotRing } from './CannotRing.tsx';

/**
 * Only while they matter: a device that cannot ring, and the one-time question about notifications (issue 32).
 * Under the screen's own content: only the browser knows them, after the page has come alive, and appearing above
 * the orders they would move a dashboard the server drew under the finger about to tap it.
 */
export function DeviceAlerts() {
  return (
    <>
      <CannotRing />
      <PushAsk />
    </>
  );
}
