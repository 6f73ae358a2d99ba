import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.ts';
import { newStew } from '../../../test/dishes.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';
import { orders, settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon; two server instances on one database.
const shop = useInstances(
  () => instantOf('2026-11-20', '12:00'),
  async () => {},
);

/** `count` staff members, half of them on each instance, each taking one order of `changes` at the same moment. */
async function atOnce(count: number, second: TestApp, changes: Record<string, unknown>) {
  const db = shop.database.db;
  const staff = await Promise.all(
    Array.from({ length: count }, () => loggedInUser(shop.app, db, { role: 'SHOP_ASSISTANT' })),
  );
  const apps: FastifyInstance[] = [shop.app, second.app];
  return Promise.all(
    staff.map(({ headers }, index) =>
      apps[index % 2]?.inject({
        method: 'POST',
        url: '/api/order/phone',
        headers,
        payload: { ...guestOrderBody(0, 1), minutes: 30, ...changes },
      }),
    ),
  );
}
const statuses = (answers: Awaited<ReturnType<typeof atOnce>>) =>
  answers.map(
    (answer) => `${answer?.statusCode} ${answer?.statusCode === 200 ? '' : answer?.json().errorType}`,
  );

describe('staff taking phone orders at the same moment', () => {
  it('take exactly the daily portions left of a dish, across two instances', async () => {
    const second = await shop.another();
    try {
      const manager = await loggedInUser(shop.app, shop.database.db, { role: 'MANAGER' });
      const stew = await newStew(shop.app, manager.headers, 3);
      const answers = await atOnce(10, second, { products: [{ id: stew, quantity: 1 }] });
      expect(statuses(answers).sort()).toEqual([...Array(3).fill('200 '), ...Array(7).fill('409 SOLD_OUT')]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('take exactly the places of a slot; only those with a reason go beyond it', async () => {
    const second = await shop.another();
    await shop.database.db.update(settings).set({ capacityPerSlot: 2 });
    try {
      const manager = await loggedInUser(shop.app, shop.database.db, { role: 'MANAGER' });
      const stew = await newStew(shop.app, manager.headers, 100);
      const preOrderDate = instantOf('2026-11-20', '19:00').toISOString();
      const slot = { products: [{ id: stew, quantity: 1 }], preOrderDate, minutes: undefined };
      const plain = await atOnce(8, second, slot);
      expect(statuses(plain).sort()).toEqual([...Array(2).fill('200 '), ...Array(6).fill('409 SLOT_FULL')]);
      const reason = { ...slot, slotOverrideReason: 'A tulajdonos barátja' };
      expect(statuses(await atOnce(2, second, reason))).toEqual(['200 ', '200 ']);
      const inSlot = await shop.database.db
        .select()
        .from(orders)
        .where(eq(orders.slotAt, new Date(preOrderDate)));
      expect(inSlot).toHaveLength(4);
    } finally {
      await shop.database.db.update(settings).set({ capacityPerSlot: null });
      await second.close();
    }
  }, 60_000);
});
