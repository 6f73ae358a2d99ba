import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decide, placeOrder, soupId } from '../../../test/decisions.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';
import { until } from '../../../test/stomp.ts';
import { orders, users } from '../../db/schema/index.ts';
import { onOrderUpdate } from '../../realtime/order-notifier.ts';

// One clock for every instance here; tests move it and wait for the timers' next look (every second).
let now = instantOf('2026-11-20', '12:00');
const clock = () => now;
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
let soup: number;
let manager: Awaited<ReturnType<typeof loggedInUser>>;
const updates: number[] = [];

const shop = useInstances(clock, async ({ app }) => {
  soup = await soupId(shop.database.db);
  manager = await loggedInUser(app, shop.database.db, { role: 'MANAGER', name: 'Manager Mary' });
  await shop.database.db.update(users).set({ language: 'en' }).where(eq(users.id, manager.user.id));
  await onOrderUpdate(shop.database, (id) => id !== null && updates.push(id));
});

const mailsAbout = (id: number, subject: string) =>
  shop.smtp.received.filter((m) => m.subject?.includes(`#${id}`) && m.subject.includes(subject));
const eventsOf = async (id: number, type: string) =>
  (await shop.app.inject({ url: `/api/event/2026-11-20`, headers: manager.headers }))
    .json()
    .filter((e: { order: { id: number }; eventType: string }) => e.order.id === id && e.eventType === type);
const setAlerts = (changes: object) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/settings/alerts',
    headers: manager.headers,
    payload: {
      ringEverySeconds: 10,
      escalateAfterMinutes: 3,
      autoRejectAfterMinutes: null,
      preOrderAlertMinutes: 45,
      ...changes,
    },
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('escalation', () => {
  it('mails every MANAGER and ADMIN once, in their language, when nobody acknowledged the order in time', async () => {
    now = instantOf('2026-11-20', '12:00');
    const { id } = await placeOrder(shop.app, soup);
    const acknowledged = await placeOrder(shop.app, soup);
    await decide(shop.app, acknowledged.id, 'accept', { minutes: 30 }, manager.headers);
    minutesLater(2);
    await settle();
    expect(mailsAbout(id, 'confirm')).toHaveLength(0);
    minutesLater(1);
    expect(await until(() => mailsAbout(id, 'nobody has confirmed').length === 1)).toBe(true);
    expect(await until(() => mailsAbout(id, 'senki nem igazolta').length === 1)).toBe(true);
    minutesLater(10);
    await settle();
    expect(mailsAbout(id, 'nobody has confirmed')).toHaveLength(1);
    expect(await eventsOf(id, 'ORDER_ESCALATED')).toMatchObject([{ user: null }]);
    expect(updates).toContain(id);
    expect(mailsAbout(acknowledged.id, 'confirm')).toHaveLength(0);
  });
});

describe('a settings change', () => {
  it('moves the pending escalations, and never escalates an order twice', async () => {
    now = instantOf('2026-11-20', '12:30');
    const { id } = await placeOrder(shop.app, soup);
    const escalatedBefore = shop.smtp.received.filter((m) =>
      m.subject?.includes('nobody has confirmed'),
    ).length;
    expect((await setAlerts({ escalateAfterMinutes: 10 })).statusCode).toBe(200);
    minutesLater(5);
    await settle();
    expect(mailsAbout(id, 'nobody has confirmed')).toHaveLength(0);
    minutesLater(5);
    expect(await until(() => mailsAbout(id, 'nobody has confirmed').length === 1)).toBe(true);
    await setAlerts({ escalateAfterMinutes: 1 });
    await settle();
    const escalatedAfter = shop.smtp.received.filter((m) =>
      m.subject?.includes('nobody has confirmed'),
    ).length;
    expect(escalatedAfter).toBe(escalatedBefore + 1);
    await setAlerts({});
  });
});

describe('automatic rejection', () => {
  it('rejects an unconfirmed order as NOT_CONFIRMED by the system and tells the guest, once switched on', async () => {
    now = instantOf('2026-11-20', '13:00');
    const { id, email } = await placeOrder(shop.app, soup, { language: 'en' });
    expect((await setAlerts({ autoRejectAfterMinutes: 10 })).statusCode).toBe(200);
    minutesLater(10);
    expect(await until(async () => (await eventsOf(id, 'ORDER_REJECTED')).length === 1)).toBe(true);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ state: 'REJECTED', rejectionReason: 'NOT_CONFIRMED', acknowledgedAt: null });
    expect(await eventsOf(id, 'ORDER_REJECTED')).toMatchObject([{ user: null, reason: 'NOT_CONFIRMED' }]);
    const mail = await shop.smtp.mailTo(email, 0, 'declined');
    expect(mail.text).toContain('the restaurant could not confirm your order — please call us');
    await setAlerts({});
  });
});

describe('pre-order alerts', () => {
  it('tells every screen when an accepted pre-order starts ringing again before its slot', async () => {
    now = instantOf('2026-11-20', '14:00');
    const slot = instantOf('2026-11-21', '18:00');
    const { id } = await placeOrder(shop.app, soup, { preOrderDate: slot.toISOString() });
    await decide(shop.app, id, 'accept', {}, manager.headers);
    await settle();
    updates.length = 0;
    now = instantOf('2026-11-21', '17:14');
    await settle();
    expect(updates).not.toContain(id);
    now = instantOf('2026-11-21', '17:15');
    expect(await until(() => updates.includes(id))).toBe(true);
  });
});

describe('timers and instances', () => {
  it('fires at start a timer that fell due while no server ran', async () => {
    now = instantOf('2026-11-20', '15:00');
    const first = await shop.another();
    await shop.stop();
    const { id } = await placeOrder(first.app, soup);
    await first.close();
    minutesLater(30);
    await shop.restart();
    expect(await until(() => mailsAbout(id, 'nobody has confirmed').length === 1)).toBe(true);
  });

  it('gives one escalation mail per manager and one automatic rejection with two instances on one database', async () => {
    now = instantOf('2026-11-20', '16:00');
    const second = await shop.another();
    try {
      await setAlerts({ autoRejectAfterMinutes: 5 });
      const { id, email } = await placeOrder(second.app, soup);
      minutesLater(6);
      expect(await until(() => mailsAbout(id, 'nem tudjuk').length > 0)).toBe(true);
      await settle();
      expect(mailsAbout(id, 'nobody has confirmed')).toHaveLength(1);
      expect(mailsAbout(id, 'senki nem igazolta')).toHaveLength(1);
      expect(await eventsOf(id, 'ORDER_ESCALATED')).toHaveLength(1);
      expect(await eventsOf(id, 'ORDER_REJECTED')).toHaveLength(1);
      expect((await shop.smtp.mailTo(email, 0, 'nem tudjuk')).text).toContain('nem tudta visszaigazolni');
    } finally {
      await setAlerts({});
      await second.close();
    }
  });
});
