import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, placeOrder, soupId } from '../../../test/decisions.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';
import { type PushService, startPushService } from '../../../test/push-service.ts';
import { until } from '../../../test/stomp.ts';
import { orders, users } from '../../db/schema/index.ts';

// One clock for both instances; a test moves it and waits for the timers' next look (every second).
let now = instantOf('2026-11-20', '12:00');
const clock = () => now;
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
let pushService: PushService;
let soup: number;
type Staff = Awaited<ReturnType<typeof loggedInUser>>;
let manager: Staff;
let assistant: Staff;
const devices: Record<'managerPhone' | 'managerTablet' | 'assistantPhone', string> = {
  managerPhone: '',
  managerTablet: '',
  assistantPhone: '',
};

async function switchOn(staff: Staff, label: string) {
  const device = pushService.newDevice();
  const payload = { ...device.subscription, label };
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: staff.headers,
    payload,
  });
  expect(answer.statusCode).toBe(201);
  return device.id;
}

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const shop = useInstances(
  clock,
  async ({ app }) => {
    const { db } = shop.database;
    soup = await soupId(db);
    manager = await loggedInUser(app, db, { role: 'MANAGER', name: 'Manager Mary' });
    await db.update(users).set({ language: 'en' }).where(eq(users.id, manager.user.id));
    assistant = await loggedInUser(app, db, { role: 'SHOP_ASSISTANT', name: 'Pult Panni' });
    devices.managerPhone = await switchOn(manager, 'Mary phone');
    devices.managerTablet = await switchOn(manager, 'Kitchen tablet');
    devices.assistantPhone = await switchOn(assistant, 'Panni telefonja');
  },
  { PUSH_ALLOW_LOOPBACK: '1' },
);

type Payload = { title: string; body: string; tag: string; url: string; silent: boolean };
const pushesTo = (device: string, tag: string) =>
  pushService.messages
    .filter((m) => m.deviceId === device && (m.payload as Payload).tag === tag)
    .map((m) => m.payload as Payload);
const eventsOf = async (id: number, type: string) =>
  (await shop.app.inject({ url: '/api/event/2026-11-20', headers: manager.headers }))
    .json()
    .filter(
      (e: { order: { id: number } | null; eventType: string }) => e.order?.id === id && e.eventType === type,
    );
const setAlerts = (changes: object) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/settings/alerts',
    headers: manager.headers,
    payload: { ringEverySeconds: 10, autoRejectAfterMinutes: null, preOrderAlertMinutes: 45, ...changes },
  });

describe('the escalation ladder', () => {
  it('pushes a new order once to every staff device with two instances, and withdraws it everywhere when one accepts', async () => {
    now = instantOf('2026-11-20', '12:00');
    const second = await shop.another();
    try {
      const { id } = await placeOrder(second.app, soup);
      const tag = `order-${id}`;
      expect(await until(() => Object.values(devices).every((d) => pushesTo(d, tag).length === 1))).toBe(
        true,
      );
      expect(pushesTo(devices.managerPhone, tag)[0]).toMatchObject({
        title: expect.stringContaining(`#${id}`),
        url: `/dashboard/current-orders#order-${id}`,
        silent: false,
      });
      expect(pushesTo(devices.assistantPhone, tag)[0]?.title).toContain('rendelés');
      expect((await decide(shop.app, id, 'accept', { minutes: 30 }, assistant.headers)).statusCode).toBe(200);
      expect(await until(() => Object.values(devices).every((d) => pushesTo(d, tag).length === 2))).toBe(
        true,
      );
      expect(pushesTo(devices.managerTablet, tag)[1]).toMatchObject({ silent: true });
      await settle();
      expect(Object.values(devices).map((d) => pushesTo(d, tag).length)).toEqual([2, 2, 2]);
      expect(await eventsOf(id, 'ORDER_PUSHED')).toMatchObject([{ user: null }]);
    } finally {
      await second.close();
    }
  });

  it('waits pushAfterSeconds before the push, then tells only the managers when the order is overdue', async () => {
    now = instantOf('2026-11-20', '12:30');
    expect((await setAlerts({ pushAfterSeconds: 60, managersAfterMinutes: 3 })).statusCode).toBe(200);
    const { id } = await placeOrder(shop.app, soup);
    const tag = `order-${id}`;
    await settle();
    expect(pushesTo(devices.managerPhone, tag)).toHaveLength(0);
    minutesLater(1);
    expect(await until(() => pushesTo(devices.assistantPhone, tag).length === 1)).toBe(true);
    minutesLater(2);
    expect(await until(() => pushesTo(devices.managerPhone, tag).length === 2)).toBe(true);
    expect(pushesTo(devices.managerPhone, tag)[1]?.body).toMatch(/3/);
    await settle();
    expect(pushesTo(devices.assistantPhone, tag)).toHaveLength(1);
    expect(await eventsOf(id, 'ORDER_ESCALATED')).toHaveLength(1);
    await decide(shop.app, id, 'reject', { reason: 'TOO_BUSY' }, manager.headers);
  });

  it('pauses ordering and rejects the order when nobody answers at all, once across instances', async () => {
    now = instantOf('2026-11-20', '13:00');
    const second = await shop.another();
    try {
      expect(
        (
          await setAlerts({
            pushAfterSeconds: 0,
            managersAfterMinutes: 3,
            pauseAfterMinutes: 6,
            pauseForMinutes: 20,
          })
        ).statusCode,
      ).toBe(200);
      const { id } = await placeOrder(shop.app, soup);
      minutesLater(6);
      expect(await until(async () => (await eventsOf(id, 'ORDER_PAUSED')).length === 1)).toBe(true);
      await settle();
      const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ state: 'REJECTED', rejectionReason: 'NOT_CONFIRMED' });
      expect(await eventsOf(id, 'ORDER_PAUSED')).toMatchObject([{ user: null, note: '20' }]);
      const busy = (await shop.app.inject({ url: '/api/order/busy' })).json();
      expect(new Date(busy.pausedUntil).getTime()).toBe(now.getTime() + 20 * 60_000);
      const tag = `order-${id}`;
      expect(pushesTo(devices.managerPhone, tag).at(-1)?.body).toContain('20');
      expect(pushesTo(devices.assistantPhone, tag).at(-1)?.silent).toBe(true);
      const refused = await placeOrder(shop.app, soup).catch((error: Error) => error.message);
      expect(refused).toContain('PAUSED');
    } finally {
      await setAlerts({ pauseAfterMinutes: null });
      await shop.app.inject({ method: 'DELETE', url: '/api/order/busy', headers: manager.headers });
      await second.close();
    }
  });

  it('stops at once when someone decides: no managers push, no pause', async () => {
    now = instantOf('2026-11-20', '14:00');
    await setAlerts({ managersAfterMinutes: 3, pauseAfterMinutes: 5 });
    const { id } = await placeOrder(shop.app, soup);
    expect(await until(() => pushesTo(devices.managerPhone, `order-${id}`).length === 1)).toBe(true);
    await decide(shop.app, id, 'accept', { minutes: 30 }, assistant.headers);
    minutesLater(10);
    await settle();
    expect(await eventsOf(id, 'ORDER_ESCALATED')).toHaveLength(0);
    expect(await eventsOf(id, 'ORDER_PAUSED')).toHaveLength(0);
    expect(pushesTo(devices.managerPhone, `order-${id}`).map((p) => p.silent)).toEqual([false, true]);
    await setAlerts({ pauseAfterMinutes: null });
  });

  it('refuses a pause before the managers are told, naming the field, and keeps the saved ladder for an old client', async () => {
    const refused = await setAlerts({ managersAfterMinutes: 5, pauseAfterMinutes: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'pauseAfterMinutes' });
    await setAlerts({
      pushAfterSeconds: 30,
      managersAfterMinutes: 3,
      pauseAfterMinutes: 8,
      pauseForMinutes: 15,
    });
    const old = await setAlerts({ escalateAfterMinutes: 4 });
    expect(old.json()).toMatchObject({
      pushAfterSeconds: 30,
      managersAfterMinutes: 4,
      escalateAfterMinutes: 4,
      pauseAfterMinutes: 8,
    });
    await setAlerts({ pushAfterSeconds: 0, managersAfterMinutes: 3, pauseAfterMinutes: null });
  });
});
