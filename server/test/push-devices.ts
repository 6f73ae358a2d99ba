import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createPushService } from '../src/modules/push/push.service.ts';
import { staffMembers } from '../src/modules/user/user.service.ts';
import { type PushMessage, type PushService, startPushService } from './push-service.ts';

/** What a test app needs to take subscriptions to the test push service on loopback. */
export const pushEnv = { PUSH_ALLOW_LOOPBACK: '1' };

/** The test push service of a file: started before its tests, closed after them. */
export function usePushService() {
  let service: PushService | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service?.close());
  return () => {
    if (!service) throw new Error('read the push service inside a test: it starts in beforeAll');
    return service;
  };
}

/**
 * The push door on an app's database, as the modules that notify use it, with the user module's real read of the
 * staff. Its own sender is not started: the apps' senders send what it queues.
 */
export function pushDoor(app: FastifyInstance, database: Database, clock = () => new Date()) {
  return createPushService({
    ...{ database, clock, log: app.log, users: { staffMembers } },
    ...{ subject: 'mailto:pult@example.hu', allowLoopback: true },
  });
}

/** A new device of the push service, subscribed through the API by the user of `headers`. */
export async function subscribedDevice(
  app: FastifyInstance,
  service: PushService,
  headers: Record<string, string>,
  label = 'Pult tablet',
) {
  const device = service.newDevice();
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: { ...device.subscription, label },
  });
  if (response.statusCode !== 201) throw new Error(`subscribing failed: ${response.body}`);
  return { ...device, subscriptionId: response.json().id as number };
}

/** The payloads a device received with `tag`, in order. */
export const payloadsTo = (service: PushService, deviceId: string, tag?: string) =>
  service.messages
    .filter((m: PushMessage) => m.deviceId === deviceId)
    .map((m) => m.payload as { tag: string; title: string; body: string; silent: boolean; url: string })
    .filter((payload) => tag === undefined || payload.tag === tag);
