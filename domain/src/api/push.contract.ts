import { z } from 'zod';
import { idParamsSchema } from '../common/input.ts';
import {
  pushDeviceSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushTestAnswerSchema,
} from '../push/push.schemas.ts';
import { endpointWith } from './endpoint.ts';

/** Every staff member's own devices: nobody sees or removes another's. */
const ownDevices = endpointWith({ access: 'receivePush', tags: ['push'] });

/** Web push to staff devices (issue 32): the VAPID key, the caller's subscriptions, a test notification. */
export const push = {
  publicKey: ownDevices({
    method: 'GET',
    path: '/push/public-key',
    summary: "The server's VAPID public key (base64url), the browser's applicationServerKey",
    response: { 200: pushPublicKeySchema },
  }),
  subscribe: ownDevices({
    method: 'POST',
    path: '/push/subscriptions',
    summary:
      "Keeps this device's push subscription (https endpoint up to 1 KB); the same endpoint again updates it; at most 10 devices (409 TOO_MANY_DEVICES)",
    request: { body: pushSubscriptionInputSchema },
    response: { 201: pushDeviceSchema },
  }),
  devices: ownDevices({
    method: 'GET',
    path: '/push/subscriptions',
    summary: "The caller's own devices that get push notifications",
    response: { 200: z.array(pushDeviceSchema) },
  }),
  unsubscribe: ownDevices({
    method: 'DELETE',
    path: '/push/subscriptions/:id',
    summary: "Removes one of the caller's devices (404 for anyone else's)",
    request: { params: idParamsSchema },
  }),
  test: ownDevices({
    method: 'POST',
    path: '/push/test',
    summary: 'Sends a test notification to every device of the caller (409 NO_DEVICES when there is none)',
    response: { 202: pushTestAnswerSchema },
  }),
};
