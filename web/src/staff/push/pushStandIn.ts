import { afterEach, vi } from 'vitest';

/**
 * For the push area's tests: stands in for the browser's push (jsdom has no service worker, Push API or
 * notifications) with `notification` as `Notification` and `registration` as the worker's registration, taken away
 * again after each test of the file that calls it.
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
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
