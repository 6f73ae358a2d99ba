import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedInUser, placeGuestOrder } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';
import { dayCloses, products } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon; two server instances on one database (on PGlite, one database in this process).
const day = '2026-11-20';
const shop = useInstances(
  () => instantOf(day, '12:00'),
  async () => {},
);

type Staff = Awaited<ReturnType<typeof loggedInUser>>;
const managerOn = (app: FastifyInstance) => loggedInUser(app, shop.database.db, { role: 'MANAGER' });
const close = (app: FastifyInstance, by: Staff) =>
  app.inject({ method: 'POST', url: `/api/daily-close/${day}`, headers: by.headers });
const setStatus = (
  app: FastifyInstance,
  by: Staff,
  id: number,
  change: { state?: string; payed?: boolean },
) => app.inject({ method: 'PUT', url: '/api/order/order', headers: by.headers, payload: { id, ...change } });

const orderOn = async (app: FastifyInstance) => {
  const [dish] = await shop.database.db.select().from(products).where(eq(products.orderable, true)).limit(1);
  return placeGuestOrder(app, dish?.id ?? 0);
};

/** A guest's cash order placed on `app`, accepted, handed over and delivered paid there. */
async function deliveredOrder(app: FastifyInstance, by: Staff) {
  const placed = await orderOn(app);
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().orderId as number;
  const accept = { method: 'POST' as const, url: `/api/order/${id}/accept`, headers: by.headers };
  expect((await app.inject({ ...accept, payload: { minutes: 45 } })).statusCode).toBe(200);
  expect((await setStatus(app, by, id, { state: 'DELIVERING' })).statusCode).toBe(200);
  expect((await setStatus(app, by, id, { state: 'DELIVERED', payed: true })).statusCode).toBe(200);
  return id;
}

describe('the day’s close on two instances of one database', () => {
  it('is made once when managers on each close the day at the same moment, and then holds on both', async () => {
    const other = await shop.another();
    try {
      const [onA, onB] = await Promise.all([managerOn(shop.app), managerOn(other.app)]);
      const first = await deliveredOrder(shop.app, onA);
      const second = await deliveredOrder(other.app, onB);

      const answers = await Promise.all([close(shop.app, onA), close(other.app, onB)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json()).toMatchObject({ errorType: 'DAY_CLOSED', field: 'day' });
      const made = answers.find((answer) => answer.statusCode === 200)?.json();
      expect(made.figures.ordered).toEqual([expect.objectContaining({ payment: 'CASH', orders: 2 })]);
      const rows = await shop.database.db.select().from(dayCloses).where(eq(dayCloses.day, day));
      expect(rows).toHaveLength(1);

      // Each instance shows the one close, and refuses a change to the day's orders, whichever closed it.
      for (const [app, by] of [
        [shop.app, onA],
        [other.app, onB],
      ] as const) {
        const shown = await app.inject({ url: `/api/daily-close/${day}`, headers: by.headers });
        expect(shown.json()).toEqual(made);
        for (const id of [first, second]) {
          const change = await setStatus(app, by, id, { payed: false });
          expect(change.statusCode).toBe(409);
          expect(change.json()).toMatchObject({ errorType: 'DAY_CLOSED', field: 'day' });
        }
      }
      const late = await orderOn(other.app);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ errorType: 'DAY_CLOSED' });
    } finally {
      await other.close();
    }
  }, 60_000);
});
