import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type PushService, startPushService } from './push-service.ts';

// The test push service's own behaviour: it must refuse what a real push service refuses, or the module's tests
// against it would prove nothing.

let service: PushService;
const vapid = webPush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:pult@example.hu', ...vapid };

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

type Subscription = ReturnType<PushService['newDevice']>['subscription'];

/** Sends what web-push prepares for `subscription` to `target` (the subscription's endpoint unless told). */
async function send(
  subscription: Subscription,
  payload: string,
  change: (headers: Headers) => void = () => {},
  target = subscription.endpoint,
) {
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails,
    TTL: 60,
    urgency: 'high',
  });
  const headers = new Headers(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  change(headers);
  const body = details.body ? new Uint8Array(details.body) : undefined;
  const response = await fetch(target, { method: 'POST', headers, body });
  return response.status;
}

describe('the test push service', () => {
  it('accepts a web-push request and decrypts its payload with the device keys', async () => {
    const device = service.newDevice();
    const arrival = service.next(device.id);
    expect(await send(device.subscription, JSON.stringify({ title: 'Új rendelés #12' }))).toBe(201);
    const message = await arrival;
    expect(message).toMatchObject({ deviceId: device.id, payload: { title: 'Új rendelés #12' }, ttl: 60 });
    expect(message.urgency).toBe('high');
  });

  it('refuses a JWT signed by another key than the one it names', async () => {
    const device = service.newDevice();
    const other = webPush.generateVAPIDKeys();
    const status = await send(device.subscription, '{}', (headers) => {
      const forged = headers.get('authorization')?.replace(/k=[\w-]+/, `k=${other.publicKey}`);
      headers.set('authorization', forged ?? '');
    });
    expect(status).toBe(403);
    expect(await send(device.subscription, '{}', (headers) => headers.delete('authorization'))).toBe(401);
    expect(service.messages.some((m) => m.deviceId === device.id)).toBe(false);
  });

  it('refuses a JWT meant for another push service', async () => {
    const device = service.newDevice();
    const elsewhere = {
      ...device.subscription,
      endpoint: device.subscription.endpoint.replace('127.0.0.1', 'localhost'),
    };
    expect(await send(elsewhere, '{}', undefined, device.subscription.endpoint)).toBe(403);
  });

  it('cannot decrypt a payload encrypted for another device', async () => {
    const device = service.newDevice();
    const other = service.newDevice();
    const wrong = { ...other.subscription, endpoint: device.subscription.endpoint };
    expect(await send(wrong, '{}')).toBe(400);
  });

  it('wants a TTL and the aes128gcm encoding', async () => {
    const device = service.newDevice();
    expect(await send(device.subscription, '{}', (headers) => headers.delete('ttl'))).toBe(400);
    expect(
      await send(device.subscription, '{}', (headers) => headers.set('content-encoding', 'aesgcm')),
    ).toBe(415);
  });

  it('answers 410 for a device that unsubscribed and fails on purpose when asked', async () => {
    const device = service.newDevice();
    service.failNext(device.id, 500, 2);
    expect(await send(device.subscription, '{}')).toBe(500);
    expect(await send(device.subscription, '{}')).toBe(500);
    expect(await send(device.subscription, '{}')).toBe(201);
    service.gone(device.id);
    expect(await send(device.subscription, '{}')).toBe(410);
    expect(await send({ ...device.subscription, endpoint: `${service.url}/push/unknown` }, '{}')).toBe(404);
  });
});
