/**
 * This browser's side of web push (issue 32): the staff app's service worker, the notification permission and the
 * push subscription. Nothing here talks to Konyha's API; `useDevicePush` ties the two together.
 */
export const workerScript = '/dashboard-sw.js';
export const workerScope = '/dashboard';

export type Permission = 'granted' | 'denied' | 'default' | 'unsupported';

/** Web push needs a service worker, the Push API and notifications (iOS offers them to an installed app only). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window.PushManager !== 'undefined' &&
    typeof window.Notification !== 'undefined'
  );
}

export const permission = (): Permission => (pushSupported() ? Notification.permission : 'unsupported');

/** Registers the staff app's worker (again: the browser keeps one registration and checks for an update). */
export function registerWorker(): Promise<ServiceWorkerRegistration> | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.register(workerScript, { scope: workerScope });
}

/** The registration once its worker is active: a push subscription needs an active worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await registerWorker();
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(workerScope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as the bytes `applicationServerKey` takes (it comes base64url-encoded). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Asks for the permission (the browser's own question, once) and subscribes with the server's key. A subscription
 * made for another key (the server's keys were made again) is dropped first, as the browser would refuse it.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PermissionRefused();
  const registration = await activeRegistration();
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

export class PermissionRefused extends Error {
  constructor() {
    super('notifications not allowed');
    this.name = 'PermissionRefused';
  }
}

/** A name for this device from its browser and system ("Chrome · Android"), or empty; the staff member may change it. */
export function defaultDeviceLabel(userAgent: string): string {
  const browser = [
    ['Edge', /Edg\//],
    ['Samsung Internet', /SamsungBrowser/],
    ['Firefox', /Firefox|FxiOS/],
    ['Chrome', /Chrome|CriOS/],
    ['Safari', /Safari/],
  ] as const satisfies readonly (readonly [string, RegExp])[];
  const system = [
    ['iPad', /iPad/],
    ['iPhone', /iPhone/],
    ['Android', /Android/],
    ['Windows', /Windows/],
    ['Mac', /Macintosh/],
    ['Linux', /Linux|X11/],
  ] as const satisfies readonly (readonly [string, RegExp])[];
  const name = (list: readonly (readonly [string, RegExp])[]) =>
    list.find(([, test]) => test.test(userAgent))?.[0];
  return [name(browser), name(system)].filter(Boolean).join(' · ');
}
