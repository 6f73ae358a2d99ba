import { onTestFinished, vi } from 'vitest';

/**
 * For the push area's tests: stands in for the browser's push (jsdom has no service worker, Push API or
 * notifications) with `notification` as `Notification` and `registration` as the worker's registration, for the
 * test that calls it: the files share their workers' globals, so it is taken away when that test ends.
 */
export function standInPushBrowser(notification: object, registration: object) {
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
}
