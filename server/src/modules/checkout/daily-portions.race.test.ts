import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { eventually } from '../../../test/eventually.ts';
import { guestOrderBody } from '../../../test/factories.ts';
import { orderLines, orders, products } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon: open, "as soon as possible" orders are taken.
const clock = () => instantOf('2026-11-20', '12:00');
const env = { ORDER_RATE_LIMIT: '1000' };
let first: TestApp;
let second: TestApp;
let stewId: number;

beforeAll(async () => {
  first = await buildTestApp({ env, clock });
  // A second server on the same database: on PostgreSQL with a pool and a LISTEN connection of its own.
  second = await buildTestApp({ env, clock, database: first.database });
  const [stew] = await first.database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  stewId = stew?.id ?? 0;
  await first.database.db.update(products).set({ dailyPortions: 3 }).where(eq(products.id, stewId));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const portionsLeft = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/product/foods' }))
    .json()
    .products.find((p: { id: number }) => p.id === stewId)?.portionsLeft;

describe('daily portions under concurrency', () => {
  it('places exactly 3 of 50 parallel orders for a dish with 3 portions left, across two instances', async () => {
    expect([await portionsLeft(first), await portionsLeft(second)]).toEqual([3, 3]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/api/order/add',
          remoteAddress: `10.56.${Math.floor(i / 10)}.${i % 10}`,
          payload: guestOrderBody(stewId, 1),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
    const placed = answers.filter((answer) => answer.statusCode === 200).map((a) => a.json().orderId);
    const lines = await first.database.db
      .select()
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.productId, stewId));
    expect(lines.map((line) => line.orders.id).sort()).toEqual(placed.sort());
    // Both instances had the menu cached: each hears of the orders and shows the dish gone.
    const gone = await eventually(
      async () => [await portionsLeft(first), await portionsLeft(second)],
      (left) => left.every((n) => n === 0),
    );
    expect(gone).toEqual([0, 0]);
  }, 60_000);
});
