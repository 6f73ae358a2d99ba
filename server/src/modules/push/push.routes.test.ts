import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { payloadsTo, pushEnv, subscribedDevice, usePushService } from '../../../test/push-devices.ts';
import { until } from '../../../test/stomp.ts';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';
import { users } from '../../db/schema/index.ts';

const t = useTestApp({ env: pushEnv });
const production = useTestApp({});
const staff = useManagerAndAssistant(t);
const pushService = usePushService();

const aDeviceKey = () => {
  const ecdh = createECDH('prime256v1');
  return ecdh.generateKeys().toString('base64url');
};
const subscribe = (headers: Record<string, string>, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/push/subscriptions', headers, payload });
const aSubscription = (changes: object = {}) => ({
  ...pushService().newDevice().subscription,
  label: 'Pult tablet',
  ...changes,
});

describe('the VAPID key', () => {
  it('is one P-256 public key for every caller, kept in the database', async () => {
    const first = await t.app.inject({ url: '/api/push/public-key', headers: staff.manager.headers });
    const again = await t.app.inject({ url: '/api/push/public-key', headers: staff.assistant.headers });
    expect(first.statusCode).toBe(200);
    expect(Buffer.from(first.json().publicKey, 'base64url')).toHaveLength(65);
    expect(again.json()).toEqual(first.json());
  });
});

describe('subscribing a device', () => {
  it('answers 201 with the device, and the same id when the browser subscribes again', async () => {
    const subscription = aSubscription();
    const first = await subscribe(staff.assistant.headers, subscription);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      label: 'Pult tablet',
      endpoint: subscription.endpoint,
      lastSuccessAt: null,
    });
    const renewed = aSubscription({ endpoint: subscription.endpoint, label: 'Konyha tablet' });
    const again = await subscribe(staff.assistant.headers, renewed);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.json().id, label: 'Konyha tablet' });
  });

  it.each([
    ['endpoint', { endpoint: 'not a url' }],
    ['endpoint', { endpoint: `https://push.example.com/${'x'.repeat(1024)}` }],
    ['endpoint', { endpoint: 'https://10.0.0.7/push/1' }],
    ['endpoint', { endpoint: 'https://user:secret@push.example.com/1' }],
    ['keys.p256dh', { keys: { p256dh: 'BAAA', auth: 'A'.repeat(22) } }],
    ['keys.p256dh', { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }],
    ['keys.auth', { keys: { p256dh: aDeviceKey(), auth: 'A'.repeat(30) } }],
    ['label', { label: '' }],
    ['label', { label: 'x'.repeat(61) }],
  ])('refuses a bad %s with 400 naming it', async (field, changes) => {
    const response = await subscribe(staff.manager.headers, aSubscription(changes));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
  });

  it('takes only https endpoints unless PUSH_ALLOW_LOOPBACK lets the test push service in', async () => {
    const manager = await loggedInUser(production.app, production.db, { role: 'MANAGER' });
    const loopback = await subscribe(manager.headers, aSubscription(), production.app);
    expect(loopback.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'endpoint' });
    const http = await subscribe(
      manager.headers,
      aSubscription({ endpoint: 'http://push.example.com/1' }),
      production.app,
    );
    expect(http.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'endpoint' });
    const https = aSubscription({ endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(900)}` });
    expect((await subscribe(manager.headers, https, production.app)).statusCode).toBe(201);
  });

  it('keeps at most 10 devices per user (409 TOO_MANY_DEVICES), and one removed makes room', async () => {
    const cook = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
    const ids: number[] = [];
    for (let n = 0; n < 10; n++) ids.push((await subscribe(cook.headers, aSubscription())).json().id);
    const eleventh = await subscribe(cook.headers, aSubscription());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().errorType).toBe('TOO_MANY_DEVICES');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${ids[0]}`,
      headers: cook.headers,
    });
    expect(remove.statusCode).toBe(204);
    expect((await subscribe(cook.headers, aSubscription())).statusCode).toBe(201);
  });
});

describe("a staff member's devices", () => {
  it('lists only their own, and nobody removes another one’s (404)', async () => {
    const owner = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
    const other = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    const mine = (await subscribe(owner.headers, aSubscription({ label: 'Saját telefon' }))).json();
    await subscribe(other.headers, aSubscription({ label: 'Másik telefon' }));
    const list = await t.app.inject({ url: '/api/push/subscriptions', headers: owner.headers });
    expect(list.json()).toEqual([mine]);
    const url = `/api/push/subscriptions/${mine.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/push/subscriptions/999999',
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/push/subscriptions', headers: owner.headers })).json(),
    ).toHaveLength(1);
  });

  it('are out of reach for a customer (403)', async () => {
    const guest = await loggedInUser(t.app, t.db, { role: 'CUSTOMER' });
    const response = await subscribe(guest.headers, aSubscription());
    expect(response.statusCode).toBe(403);
  });
});

describe('a test notification', () => {
  it("reaches every device of the caller, decrypted, in the caller's language", async () => {
    const english = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, english.user.id));
    const phone = await subscribedDevice(t.app, pushService(), english.headers, 'Phone');
    const tablet = await subscribedDevice(t.app, pushService(), english.headers, 'Tablet');
    const arrivals = [pushService().next(phone.id), pushService().next(tablet.id)];
    const response = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: english.headers });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ devices: 2 });
    for (const message of await Promise.all(arrivals)) {
      expect(message.payload).toEqual({
        title: 'Konyha test notification',
        body: 'If you see this, notifications work on this device.',
        tag: 'test',
        url: '/dashboard',
        silent: false,
        requireInteraction: false,
        renotify: true,
      });
      expect(message).toMatchObject({ ttl: 120, urgency: 'normal', topic: 'test' });
    }
    // The push service's 201 is recorded just after it answers.
    const reached = async () =>
      (await t.app.inject({ url: '/api/push/subscriptions', headers: english.headers }))
        .json()
        .every((d: { lastSuccessAt: string | null }) => d.lastSuccessAt !== null);
    expect(await until(reached, 3000)).toBe(true);
    expect(payloadsTo(pushService(), phone.id)).toHaveLength(1);
  });

  it('answers 409 NO_DEVICES to someone without a device', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/test',
      headers: staff.manager.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorType).toBe('NO_DEVICES');
  });
});
