import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';

/** What the journeys use of the worker's global scope: the e2e project's types know the DOM, not a worker. */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: { openWindow(url: string | URL): Promise<unknown> };
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

/** A device of the local push service (server/test/push-service.ts): its subscription JSON, as a browser gives it. */
export interface PushDeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Stands in for the browser's push registration, the one piece of the browser replaced: Chromium's own
 * `pushManager.subscribe` asks Google's FCM for an endpoint, and the machines that run the journeys have no
 * internet. The page's PushManager answers the local push service's device instead, with the keys the service
 * decrypts with; everything else is the browser's (permission, the service worker, its notifications) and the
 * server's (VAPID, encryption, the outbox). Kept in localStorage, so every tab of the context sees one subscription.
 */
export async function useLocalPushService(context: BrowserContext, device: PushDeviceSubscription) {
  await context.addInitScript((subscription) => {
    const storageKey = 'e2e.pushSubscription';
    const bytes = (base64url: string) =>
      Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const made = (applicationServerKey: ArrayBuffer) => ({
      ...subscription,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      getKey: (name: 'p256dh' | 'auth') => bytes(subscription.keys[name]),
      toJSON: () => ({ ...subscription, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    const stored = () => {
      const key = localStorage.getItem(storageKey);
      return key === null ? null : made(bytes(key));
    };
    PushManager.prototype.getSubscription = async () => stored() as unknown as PushSubscription | null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as Uint8Array);
      localStorage.setItem(
        storageKey,
        btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_'),
      );
      return stored() as unknown as PushSubscription;
    };
  }, device);
}

/**
 * Hands a push the local service received to the dashboard's service worker, as the browser's push service would,
 * through the DevTools protocol (`ServiceWorker.deliverPushMessage`). The worker is started for it even when no
 * dashboard tab is open. `page` only carries the protocol session: any page of the context will do.
 */
async function deliverPush(page: Page, payload: unknown): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const dashboard = registrations.find(
        (r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/dashboard',
      );
      if (dashboard) resolve(dashboard.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
  await session.detach();
}

/**
 * Hands the push to the worker until the worker shows it, as a push service keeps a message until the device has
 * taken it: the DevTools protocol now and then loses a delivery to a worker that is starting or winding down (once
 * in a CI run on 28 November, with the dashboard closed two seconds before), where a real device would get it again.
 * Answers the worker that shows it.
 */
export async function deliverUntilShown(page: Page, payload: unknown, tag: string): Promise<Worker> {
  for (let attempt = 1; ; attempt++) {
    await deliverPush(page, payload);
    const worker = await dashboardWorker(page.context());
    const shown = async () =>
      (await shownNotifications(worker)).some((notification) => notification.tag === tag);
    try {
      await expect.poll(shown, { timeout: 5_000 }).toBe(true);
      return worker;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The dashboard's service worker, running (started by a push if it had stopped). */
async function dashboardWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers().find((w) => w.url().endsWith('/dashboard-sw.js'));
  return running ?? context.waitForEvent('serviceworker', (w) => w.url().endsWith('/dashboard-sw.js'));
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string };
}

/** The notifications the worker shows now, read through the browser's notification API. */
export const shownNotifications = (worker: Worker): Promise<ShownNotification[]> =>
  worker.evaluate(async () => {
    const { registration } = self as unknown as WorkerScope;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data,
    }));
  });

/**
 * Clicks the notification with `tag`, as far as a test can: no protocol clicks a system notification, so a
 * `notificationclick` carrying the browser's own Notification object is dispatched in the worker, which runs its
 * handler. A synthetic event brings no user activation, so Chromium refuses `clients.openWindow` (a real tap may
 * open a window): the worker's call is recorded and the window it asked for is opened by the test, the one step
 * the browser would have taken. Answers the URL the worker asked to open, or null when it moved an open dashboard.
 */
export const clickNotification = (worker: Worker, tag: string): Promise<string | null> =>
  worker.evaluate(async (wanted) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    let asked: string | null = null;
    const openWindow = scope.clients.openWindow.bind(scope.clients);
    scope.clients.openWindow = (url: string | URL) => {
      asked = String(url);
      return openWindow(url).catch(() => null);
    };
    try {
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    } catch {
      // waitUntil throws for a synthetic event, after the handler has started its work.
    }
    // The handler looks for open windows before it opens one.
    for (let tries = 0; tries < 50 && asked === null; tries++) await new Promise((r) => setTimeout(r, 20));
    scope.clients.openWindow = openWindow;
    return asked;
  }, tag);

/**
 * The staff member's login in every tab of the context, as `useLogin` stores it for one page: the window the
 * notification opens is the browser's, not the test's.
 */
export async function logInEveryTab(context: BrowserContext, token: string, language: 'hu' | 'en' = 'hu') {
  await context.addInitScript(
    ({ session, language }) => {
      localStorage.setItem('konyha.session', session);
      localStorage.setItem('konyha.language', language);
    },
    { session: JSON.stringify({ token, expiresAt: Date.now() + 12 * 60 * 60 * 1000 }), language },
  );
}

/**
 * A browser that keeps the alert sound off until the page is tapped, as autoplay rules do on a tablet nobody has
 * touched: a ding before the first tap or key is refused, and the page reads that it has had none. (Chromium under
 * Playwright lets pages play at once and counts a page as used soon after it opens.)
 */
export async function browserBlocksSound(context: BrowserContext) {
  await context.addInitScript(() => {
    let tapped = false;
    const tap = (event: Event) => {
      if (event.isTrusted) tapped = true;
    };
    addEventListener('click', tap, true);
    addEventListener('keydown', tap, true);
    Object.defineProperty(navigator, 'userActivation', {
      value: {
        get hasBeenActive() {
          return tapped;
        },
        get isActive() {
          return tapped;
        },
      },
    });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function refusedBeforeATap(this: HTMLMediaElement) {
      if (!tapped) return Promise.reject(new DOMException('no tap on the page yet', 'NotAllowedError'));
      return play.call(this);
    };
  });
}
