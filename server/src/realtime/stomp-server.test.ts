import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { testServerUrl } from '../../test/database.ts';
import { loggedInUser, placeGuestOrder } from '../../test/factories.ts';
import { connectStomp as connect, until } from '../../test/stomp.ts';
import { products } from '../db/schema/index.ts';

const now = instantOf('2026-11-20', '12:00');
let a: TestApp;
let urlA: string;
let soupId: number;

beforeAll(async () => {
  a = await buildTestApp({ clock: () => now });
  urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  const [soup] = await a.database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  soupId = soup?.id ?? 0;
});
afterAll(() => a.close());

describe('the staff live channel', () => {
  it('refuses a connection without a token, and a customer’s', async () => {
    const anonymous = connect(urlA);
    await expect(anonymous.connected).rejects.toThrow('Staff login required');
    await anonymous.client.deactivate();
    const { token } = await loggedInUser(a.app, a.database.db);
    const customer = connect(urlA, token);
    await expect(customer.connected).rejects.toThrow('Staff login required');
    await customer.client.deactivate();
  });

  it('sends a staff member each new order as JSON, and each staff change', async () => {
    const { token, headers } = await loggedInUser(a.app, a.database.db, { role: 'SHOP_ASSISTANT' });
    const staff = connect(urlA, token);
    await staff.connected;
    const { orderId } = (await placeGuestOrder(a.app, soupId, 3)).json();
    expect(await until(() => staff.messages.length > 0)).toBe(true);
    const body = JSON.parse(staff.messages[0]?.body ?? '{}');
    expect(body).toMatchObject({
      id: orderId,
      state: 'NEW',
      name: 'Vendég Vera',
      products: [{ quantity: 3 }],
    });

    await a.app.inject({
      method: 'PUT',
      url: '/api/order/order',
      headers,
      payload: { id: orderId, state: 'PREPARING' },
    });
    expect(await until(() => staff.updates.length > 0)).toBe(true);
    expect(JSON.parse(staff.updates[0]?.body ?? '{}')).toMatchObject({ id: orderId, state: 'PREPARING' });
    await staff.client.deactivate();
  });

  it('tells every staff session when an order is accepted, on this instance and another one', async () => {
    const b = await buildTestApp({ clock: () => now, database: a.database });
    try {
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { token, headers } = await loggedInUser(a.app, a.database.db, { role: 'SHOP_ASSISTANT' });
      const tablets = [connect(urlA, token), connect(urlB, token)];
      await Promise.all(tablets.map((tablet) => tablet.connected));
      const { orderId } = (await placeGuestOrder(a.app, soupId, 3)).json();
      const accept = {
        method: 'POST' as const,
        url: `/api/order/${orderId}/accept`,
        payload: { minutes: 30 },
      };
      expect((await a.app.inject({ ...accept, headers })).statusCode).toBe(200);
      const accepted = (tablet: (typeof tablets)[number]) =>
        tablet.updates.some((m) => {
          const order = JSON.parse(m.body);
          return order.id === orderId && order.acceptedAt !== null && order.state === 'PREPARING';
        });
      expect(await until(() => tablets.every(accepted), 2000)).toBe(true);
      await Promise.all(tablets.map((tablet) => tablet.client.deactivate()));
    } finally {
      await b.close();
    }
  });

  it.runIf(testServerUrl)(
    'reaches staff connected to another instance on the same PostgreSQL database',
    async () => {
      const b = await buildTestApp({ clock: () => now, database: a.database });
      try {
        const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
        const { token } = await loggedInUser(b.app, b.database.db, { role: 'MANAGER' });
        const staffOnB = connect(urlB, token);
        await staffOnB.connected;
        const { orderId } = (await placeGuestOrder(a.app, soupId, 3)).json();
        expect(await until(() => staffOnB.messages.some((m) => JSON.parse(m.body).id === orderId))).toBe(
          true,
        );
        await staffOnB.client.deactivate();
      } finally {
        await b.close();
      }
    },
  );
});
