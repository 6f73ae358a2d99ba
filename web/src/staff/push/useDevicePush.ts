import type { PushSubscriptionInput } from '@konyha/domain/push/push.schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { addPushDevice, fetchPublicKey, pushDevicesQuery, removePushDevice } from './api.ts';
import { currentSubscription, type Permission, permission, pushSupported, subscribe } from './browserPush.ts';

/** This device's notifications: on, off, refused by the browser, impossible here, or not known yet. */
export type DeviceState = 'on' | 'off' | 'blocked' | 'unsupported' | 'checking';

/** The endpoint of this browser's push subscription, or null. */
const browserSubscriptionQuery = queryOptions({
  queryKey: ['push', 'browser'],
  queryFn: async () => (await currentSubscription())?.endpoint ?? null,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether this browser can take push at all, and what its user allowed. */
interface BrowserPush {
  supported: boolean;
  allowed: Permission;
}

/**
 * The browser's side, not known to a server render, nor while a page it drew hydrates (the state stays 'checking'
 * there, as on the server): read once after, as a transition in a task of its own, and again when the staff member
 * changes the permission in the browser's site settings or answers its question (`read`). Not at each render: the
 * permission is a question to the browser's own process, a few milliseconds each time on a phone, and read during
 * hydration it forced a second, blocking render of the page in the same task.
 */
function useBrowserPush(): [BrowserPush | undefined, () => void] {
  const [browser, setBrowser] = useState<BrowserPush>();
  const read = useCallback(
    () => startTransition(() => setBrowser({ supported: pushSupported(), allowed: permission() })),
    [],
  );
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let closed = false;
    const first = setTimeout(() => {
      read();
      if (!pushSupported() || !navigator.permissions) return;
      void navigator.permissions
        .query({ name: 'notifications' })
        .then((found) => {
          if (closed) return;
          status = found;
          found.addEventListener('change', read);
        })
        .catch(() => undefined);
    });
    return () => {
      closed = true;
      clearTimeout(first);
      status?.removeEventListener('change', read);
    };
  }, [read]);
  return [browser, read];
}

/** What the server keeps of a browser's subscription, under the device's name. */
function deviceInput(subscription: PushSubscription, label: string): PushSubscriptionInput {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave no subscription keys');
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth }, label };
}

/**
 * Posts this device's subscription again when a dashboard starts with it on. The server binds a device to the login
 * it was subscribed under (a logout forgets that login's devices), so a device whose login expired and that logged
 * in again moves to the new login. A device the server no longer lists stays off: someone logged out there.
 */
export async function renewThisDevice(client: QueryClient): Promise<void> {
  if (permission() !== 'granted') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const device = (await client.fetchQuery(pushDevicesQuery)).find(
    (d) => d.endpoint === subscription.endpoint,
  );
  if (device) await addPushDevice(deviceInput(subscription, device.label));
}

/**
 * This device's web push (issue 32), as the browser and the server know it: on only when the browser allows
 * notifications, holds a subscription, and the server keeps that subscription among the staff member's devices (it
 * drops them at logout and when the push service says the device is gone).
 */
export function useDevicePush() {
  const client = useQueryClient();
  const [browser, readBrowser] = useBrowserPush();
  const devices = useQuery(pushDevicesQuery);
  const endpoint = useQuery({ ...browserSubscriptionQuery, enabled: browser?.supported === true });
  const thisDevice = devices.data?.find((device) => device.endpoint === endpoint.data);
  const refresh = () => {
    readBrowser();
    return client.invalidateQueries({ queryKey: ['push'] });
  };
  const allowed = browser?.allowed;

  const state: DeviceState =
    browser === undefined
      ? 'checking'
      : !browser.supported
        ? 'unsupported'
        : allowed === 'denied'
          ? 'blocked'
          : devices.data === undefined || endpoint.data === undefined
            ? 'checking'
            : allowed === 'granted' && thisDevice
              ? 'on'
              : 'off';

  const switchOn = useMutation({
    mutationFn: async (label: string) => {
      const { publicKey } = await fetchPublicKey();
      return addPushDevice(deviceInput(await subscribe(publicKey), label));
    },
    onSettled: refresh,
  });

  // The server's record goes first: a device it still kept would be sent pushes nobody shows.
  const switchOff = useMutation({
    mutationFn: async () => {
      if (thisDevice) await removePushDevice(thisDevice.id);
      await (await currentSubscription())?.unsubscribe();
    },
    onSettled: refresh,
  });

  return { state, devices, thisDevice, switchOn, switchOff };
}
