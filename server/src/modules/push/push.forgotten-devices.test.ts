import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, createUser, loggedInUser, login } from '../../../test/factories.ts';
import {
  payloadsTo,
  pushDoor,
  pushEnv,
  subscribedDevice,
  usePushService,
} from '../../../test/push-devices.ts';
import { until } from '../../../test/stomp.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

// A device stops getting pushes when its login logs out, and every device of someone who lost the dashboard does.

const t = useTestApp({ env: pushEnv });
const pushService = usePushService();

const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });
const devicesOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/push/subscriptions', headers })).json();
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

/** A new order announced to the staff; answers its tag. */
async function announceNewOrder() {
  const order = await createOrder(t.db);
  const notice = { kind: 'new-order', orderId: order.id, total: 4490, preOrderDate: null } as const;
  await t.db.transaction((tx) => pushDoor(t.app, t.database).notify(tx, 'staff', notice));
  return `order-${order.id}`;
}

describe('logging out', () => {
  it("forgets the device of that login only: the staff member's other devices still ring", async () => {
    const cook = await createUser(t.db, { role: 'SHOP_ASSISTANT' });
    const tabletLogin = headersOf(await login(t.app, cook.email, cook.password));
    const phoneLogin = headersOf(await login(t.app, cook.email, cook.password));
    const tablet = await subscribedDevice(t.app, pushService(), tabletLogin, 'Tablet');
    const phone = await subscribedDevice(t.app, pushService(), phoneLogin, 'Telefon');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: tabletLogin,
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect((await devicesOf(phoneLogin)).map((d: { label: string }) => d.label)).toEqual(['Telefon']);
    const tag = await announceNewOrder();
    expect(await until(() => payloadsTo(pushService(), phone.id, tag).length === 1, 5000)).toBe(true);
    await settle();
    expect(payloadsTo(pushService(), tablet.id)).toEqual([]);
  });
});

describe('losing the dashboard', () => {
  it('forgets every device of someone made a CUSTOMER; another role change keeps them', async () => {
    const admin = await loggedInUser(t.app, t.db, { role: 'ADMIN' });
    const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    const phone = await subscribedDevice(t.app, pushService(), manager.headers, 'Telefon');
    const changeRole = (role: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/update-other-user',
        headers: admin.headers,
        payload: { id: manager.user.id, role },
      });
    expect((await changeRole('SHOP_ASSISTANT')).statusCode).toBe(200);
    const stillStaff = await announceNewOrder();
    expect(await until(() => payloadsTo(pushService(), phone.id, stillStaff).length === 1, 5000)).toBe(true);

    expect((await changeRole('CUSTOMER')).statusCode).toBe(200);
    const afterDemotion = await announceNewOrder();
    await settle();
    expect(payloadsTo(pushService(), phone.id, afterDemotion)).toEqual([]);
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, manager.user.id));
    expect(left).toEqual([]);
    expect((await changeRole('MANAGER')).statusCode).toBe(200);
    await announceNewOrder();
    await settle();
    expect(payloadsTo(pushService(), phone.id)).toHaveLength(1);
  });
});
