import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { loggedInUser, placeGuestOrder } from '../../test/factories.ts';
import {
  type PrivatePostgres,
  privatePostgresUnavailable,
  startPrivatePostgres,
} from '../../test/private-postgres.ts';
import { connectStomp, heardOf, until } from '../../test/stomp.ts';
import { type Database, openDatabase } from './client.ts';
import { products } from './schema/index.ts';
import { seedIfEmpty } from './seed/seed.ts';

// Runs on its own PostgreSQL cluster in both test passes: stopping the machine's shared server is not ours to do.
if (privatePostgresUnavailable) console.warn(`database outage test skipped: ${privatePostgresUnavailable}`);

const now = instantOf('2026-11-20', '12:00');
let cluster: PrivatePostgres;
let databaseA: Database;
let databaseB: Database;
let a: TestApp;
let b: TestApp;
let urlB: string;
let soupId: number;

/** Each instance opens its own pool and its own LISTEN connection, as two server processes would. */
const instance = async () => openDatabase({ kind: 'postgres', url: cluster.url });

beforeAll(async () => {
  if (privatePostgresUnavailable) return;
  cluster = await startPrivatePostgres();
  databaseA = await instance();
  await databaseA.migrate();
  await seedIfEmpty(databaseA.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  databaseB = await instance();
  a = await buildTestApp({ clock: () => now, database: databaseA });
  b = await buildTestApp({ clock: () => now, database: databaseB });
  urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  const [soup] = await databaseA.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  soupId = soup?.id ?? 0;
}, 120_000);

afterAll(async () => {
  if (privatePostgresUnavailable) return;
  await a?.close();
  await b?.close();
  await databaseA?.close();
  await databaseB?.close();
  await cluster?.destroy();
});

const soupPriceOn = async (app: TestApp) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/product/foods' });
  return (response.json().products as { id: number; price: number }[]).find((p) => p.id === soupId)?.price;
};

describe.skipIf(Boolean(privatePostgresUnavailable))(
  'PostgreSQL restarted under two running instances',
  () => {
    it('answers 503 SERVICE_UNAVAILABLE at once while the database is down, never a hang or a 500', async () => {
      expect((await placeGuestOrder(a.app, soupId)).statusCode).toBe(200);
      const { headers } = await loggedInUser(b.app, databaseB.db, { role: 'MANAGER' });
      // A transaction in flight when the database goes: its connection is checked out of the pool, and losing it
      // must fail that transaction, not end the process with an uncaught 'error'.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const inFlight = databaseA.db.transaction(async (tx) => {
        await tx.select().from(products).limit(1);
        await held;
        await tx.select().from(products).limit(1);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await cluster.stopImmediately();
      try {
        release();
        await expect(inFlight).rejects.toThrow();
        for (const request of [
          () => a.app.inject({ method: 'GET', url: '/api/health' }),
          () => placeGuestOrder(a.app, soupId),
          () => b.app.inject({ method: 'GET', url: '/api/order/get-active-state' }),
          () => b.app.inject({ method: 'GET', url: '/api/order/orders/2026-11-20', headers }),
          () => b.app.inject({ method: 'GET', url: '/api/health' }),
        ]) {
          const started = Date.now();
          const response = await request();
          expect(Date.now() - started).toBeLessThan(6_000);
          expect(response.statusCode).toBe(503);
          expect(response.json()).toMatchObject({
            errorType: 'SERVICE_UNAVAILABLE',
            message: expect.any(String),
          });
        }
        // Down for longer than a reconnect attempt (1 s), so the LISTEN connection must survive failed ones.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
      } finally {
        await cluster.start();
      }
    });

    it('serves again by itself once the database is back, and live orders and menu changes cross instances again', async () => {
      const healthy = async () =>
        (await a.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200 &&
        (await b.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200;
      expect(await until(healthy, 10_000)).toBe(true);

      const { token } = await loggedInUser(b.app, databaseB.db, { role: 'MANAGER' });
      const staffOnB = connectStomp(urlB, token);
      await staffOnB.connected;
      try {
        // B's LISTEN connection is re-opened within about a second of the database coming back.
        const reachedB = async () => {
          const { orderId } = (await placeGuestOrder(a.app, soupId)).json();
          return until(() => heardOf(staffOnB.messages, orderId), 1_000);
        };
        expect(await until(reachedB, 10_000)).toBe(true);

        const before = await soupPriceOn(b);
        await databaseA.db
          .update(products)
          .set({ price: (before ?? 0) + 10 })
          .where(eq(products.id, soupId));
        expect(await until(async () => (await soupPriceOn(b)) === (before ?? 0) + 10, 3_000)).toBe(true);
      } finally {
        await staffOnB.client.deactivate();
      }
    });
  },
);
