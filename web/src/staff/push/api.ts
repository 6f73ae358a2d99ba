import type { PushDevice, PushSubscriptionInput } from '@konyha/domain/push/push.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

export type { PushDevice };

/** GET /push/public-key: the server's VAPID key, the browser's applicationServerKey. */
export const fetchPublicKey = () => call('GET /push/public-key');

/** GET /push/subscriptions: the staff member's own devices. */
export const pushDevicesQuery = queryOptions({
  queryKey: ['push', 'subscriptions'],
  queryFn: ({ signal }) => call('GET /push/subscriptions', { signal }),
});

/** POST /push/subscriptions: the browser's subscription JSON and the device's name. */
export const addPushDevice = (device: PushSubscriptionInput) =>
  call('POST /push/subscriptions', { body: device });

export const removePushDevice = (id: number) => call('DELETE /push/subscriptions/:id', { params: { id } });

/** DELETE /push/subscriptions/:id of another device; the list is read again. */
export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSettled: () => client.invalidateQueries({ queryKey: pushDevicesQuery.queryKey }),
  });
}

/** POST /push/test: a test notification to each of the caller's devices; how many. */
export function useSendTestPush() {
  return useMutation({ mutationFn: () => call('POST /push/test') });
}
