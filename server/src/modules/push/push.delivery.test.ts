import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.ts';
import { createOrder, loggedInUser } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';
import {
  payloadsTo,
  pushDoor,
  pushEnv,
  subscribedDevice,
  usePushService,
} from '../../../test/push-devices.ts';
import { until } from '../../../test/stomp.ts';
import { pushOutbox, pushSubscriptions, users } from '../../db/schema/index.ts';
import { PUSH_CHANNEL } from './push.repository.ts';
import type { PushAudience, PushNotice } from './push.service.ts';

// Two instances on one database, each with its push sender running, and the push door of each: what one instance or
// both announce reaches every device once.

type Device = Awaited<ReturnType<typeof subscribedDevice>>;
let second: TestApp;
let managerId: number;
const devices = {} as Record<'managerPhone' | 'managerTablet' | 'assistantPhone', Device>;
const pushService = usePushService();
const shop = useInstances(
  () => new Date(),
  async ({ app, database }) => {
    const manager = await loggedInUser(app, database.db, { role: 'MANAGER' });
    const assistant = await loggedInUser(app, database.db, { role: 'SHOP_ASSISTANT' });
    managerId = manager.user.id;
    await database.db.update(users).set({ language: 'en' }).where(eq(users.id, managerId));
    devices.managerPhone = await subscribedDevice(app, pushService(), manager.headers, 'Phone');
    devices.managerTablet = await subscribedDevice(app, pushService(), manager.headers, 'Tablet');
    devices.assistantPhone = await subscribedDevice(app, pushService(), assistant.headers, 'Telefon');
  },
  pushEnv,
);
beforeAll(async () => {
  second = await shop.another();
});
afterAll(() => second.close());

const doors = () => [pushDoor(shop.app, shop.database), pushDoor(second.app, second.database)] as const;
const announce = (door: ReturnType<typeof pushDoor>, audience: PushAudience, notice: PushNotice) =>
  shop.database.db.transaction((tx) => door.notify(tx, audience, notice));
const newOrder = async () => {
  const order = await createOrder(shop.database.db, { total: 5400 });
  return {
    order,
    notice: { kind: 'new-order', orderId: order.id, total: 5400, preOrderDate: null } as const,
  };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));
const outboxOf = (subscriptionId: number) =>
  shop.database.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId));
/** The device's push of the order, as the outbox holds it. */
const rowOf = async (device: Device, orderId: number) =>
  (await outboxOf(device.subscriptionId)).find((row) => row.orderId === orderId);

describe('a notice to the staff', () => {
  it('reaches every device once, however often and on whichever instance it is announced', async () => {
    const [first, other] = doors();
    const { order, notice } = await newOrder();
    expect(await announce(first, 'staff', notice)).toBe(3);
    expect(await announce(first, 'staff', notice)).toBe(0);
    expect(await announce(other, 'staff', notice)).toBe(0);
    const tag = `order-${order.id}`;
    const all = Object.values(devices);
    expect(await until(() => all.every((d) => payloadsTo(pushService(), d.id, tag).length === 1), 5000)).toBe(
      true,
    );
    await settle();
    expect(all.map((d) => payloadsTo(pushService(), d.id, tag).length)).toEqual([1, 1, 1]);
    expect(payloadsTo(pushService(), devices.managerPhone.id, tag)[0]).toEqual({
      title: `New order #${order.id} — 5,400\u00a0Ft`,
      body: 'Accept or reject it on the dashboard.',
      tag,
      url: `/dashboard/current-orders#order-${order.id}`,
      silent: false,
      requireInteraction: true,
      renotify: true,
    });
    expect(payloadsTo(pushService(), devices.assistantPhone.id, tag)[0]?.title).toBe(
      `Új rendelés #${order.id} — 5\u00a0400\u00a0Ft`,
    );
    const [message] = pushService().messages.filter((m) => m.deviceId === devices.assistantPhone.id);
    expect(message).toMatchObject({ urgency: 'high', ttl: 900 });
  });

  it('reaches only the managers’ devices when it is for the managers', async () => {
    const { order } = await newOrder();
    const overdue = { kind: 'overdue', orderId: order.id, waitingMinutes: 4 } as const;
    expect(await announce(doors()[1], 'managers', overdue)).toBe(2);
    const tag = `order-${order.id}`;
    expect(
      await until(() => payloadsTo(pushService(), devices.managerTablet.id, tag).length === 1, 5000),
    ).toBe(true);
    expect(payloadsTo(pushService(), devices.managerPhone.id, tag)[0]?.body).toBe(
      `Order #${order.id} has waited 4 minutes — nobody has accepted it.`,
    );
    await settle();
    expect(payloadsTo(pushService(), devices.assistantPhone.id, tag)).toHaveLength(0);
  });
});

describe("the push service's answer", () => {
  it('is tried again after a 500, and the push goes once it is taken', async () => {
    const { order, notice } = await newOrder();
    const device = devices.assistantPhone;
    pushService().failNext(device.id, 500);
    await announce(doors()[0], 'staff', notice);
    const row = () => rowOf(device, order.id);
    expect(await until(async () => (await row())?.lastError === '500', 5000)).toBe(true);
    expect((await row())?.dueAt.getTime()).toBeGreaterThan(Date.now() + 2000);
    // As if the back-off had passed; the NOTIFY wakes a sender instead of waiting for its poll.
    await shop.database.db
      .update(pushOutbox)
      .set({ dueAt: sql`now()` })
      .where(eq(pushOutbox.orderId, order.id));
    await shop.database.db.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
    expect(
      await until(() => payloadsTo(pushService(), device.id, `order-${order.id}`).length === 1, 5000),
    ).toBe(true);
    expect((await row())?.attempts).toBe(2);
  });

  it('429 waits at least as long as Retry-After says', async () => {
    const { order, notice } = await newOrder();
    const device = devices.managerTablet;
    pushService().failNext(device.id, 429);
    await announce(doors()[0], 'managers', notice);
    const row = () => rowOf(device, order.id);
    expect(await until(async () => (await row())?.lastError === '429', 5000)).toBe(true);
    expect((await row())?.dueAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
  });

  it('410 Gone removes the subscription, and nothing more is sent to it', async () => {
    const manager = await loggedInUser(shop.app, shop.database.db, { role: 'MANAGER' });
    const gone = await subscribedDevice(shop.app, pushService(), manager.headers, 'Old phone');
    const kept = await subscribedDevice(shop.app, pushService(), manager.headers, 'New phone');
    pushService().gone(gone.id);
    const first = await newOrder();
    await announce(doors()[0], 'managers', first.notice);
    const subscription = eq(pushSubscriptions.id, gone.subscriptionId);
    const left = () => shop.database.db.select().from(pushSubscriptions).where(subscription);
    expect(await until(async () => (await left()).length === 0, 5000)).toBe(true);
    expect(await outboxOf(gone.subscriptionId)).toEqual([]);
    const next = await newOrder();
    await announce(doors()[1], 'managers', next.notice);
    expect(await until(() => payloadsTo(pushService(), kept.id, `order-${next.order.id}`).length === 1)).toBe(
      true,
    );
    expect(payloadsTo(pushService(), gone.id)).toEqual([]);
    const devicesLeft = await shop.app.inject({ url: '/api/push/subscriptions', headers: manager.headers });
    expect(devicesLeft.json().map((d: { label: string }) => d.label)).toEqual(['New phone']);
  });
});

describe('withdrawing an order’s notification', () => {
  it('replaces it silently, with the same tag, on the devices that got it, and drops what was not sent', async () => {
    const [first, other] = doors();
    const { order, notice } = await newOrder();
    const tag = `order-${order.id}`;
    await announce(first, 'staff', notice);
    expect(
      await until(() => payloadsTo(pushService(), devices.assistantPhone.id, tag).length === 1, 5000),
    ).toBe(true);
    expect(
      await until(() => payloadsTo(pushService(), devices.managerPhone.id, tag).length === 1, 5000),
    ).toBe(true);
    expect(
      await until(() => payloadsTo(pushService(), devices.managerTablet.id, tag).length === 1, 5000),
    ).toBe(true);
    const assistant = await loggedInUser(shop.app, shop.database.db, { role: 'SHOP_ASSISTANT' });
    const late = await subscribedDevice(shop.app, pushService(), assistant.headers, 'Later tablet');
    // A pre-order alert due in an hour for the late device: dropped unsent by the decision.
    await shop.database.db.insert(pushOutbox).values({
      ...{ subscriptionId: late.subscriptionId, orderId: order.id, eventKey: `order-${order.id}:pre-order` },
      ...{ payload: '{}', urgency: 'high', ttlSeconds: 900, dueAt: new Date(Date.now() + 3600_000) },
    });
    await shop.database.db.transaction((tx) => other.withdraw(tx, order.id, 'accepted'));
    await shop.database.db.transaction((tx) => first.withdraw(tx, order.id, 'started'));
    for (const device of Object.values(devices)) {
      expect(await until(() => payloadsTo(pushService(), device.id, tag).length === 2, 5000)).toBe(true);
    }
    expect(payloadsTo(pushService(), devices.managerPhone.id, tag)[1]).toMatchObject({
      title: `#${order.id} accepted — nothing to do`,
      silent: true,
      requireInteraction: false,
    });
    expect(payloadsTo(pushService(), devices.assistantPhone.id, tag)[1]?.title).toBe(
      `#${order.id} elfogadva — nincs teendő`,
    );
    await settle();
    expect(Object.values(devices).map((d) => payloadsTo(pushService(), d.id, tag).length)).toEqual([2, 2, 2]);
    expect(payloadsTo(pushService(), late.id)).toEqual([]);
    const pending = and(eq(pushOutbox.subscriptionId, late.subscriptionId), eq(pushOutbox.orderId, order.id));
    expect(await shop.database.db.select().from(pushOutbox).where(pending)).toEqual([]);
  });
});
