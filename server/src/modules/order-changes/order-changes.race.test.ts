import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { changeOrder, staffOrder } from '../../../test/changes-app.ts';
import { placeOrder } from '../../../test/decisions.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { orderLines, orders, products, settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon; two servers on one database, ten managers at ten tablets.
const clock = () => instantOf('2026-11-20', '12:00');
const env = { ORDER_RATE_LIMIT: '1000' };
let first: TestApp;
let second: TestApp;
let staff: Awaited<ReturnType<typeof loggedInUser>>[];
let soup: number;
let pickle: number;

beforeAll(async () => {
  first = await buildTestApp({ env, clock });
  second = await buildTestApp({ env, clock, database: first.database });
  const db = first.database.db;
  const dish = async (group: string) =>
    (await db.select().from(products).where(eq(products.group, group)).limit(1))[0]?.id ?? 0;
  soup = await dish('SOUP');
  pickle = await dish('PICKLE');
  // One dish an order: the minimum order value has tests of its own.
  await db.update(settings).set({ minOrderValue: 0 });
  staff = [];
  for (let i = 0; i < 10; i++) staff.push(await loggedInUser(first.app, db, { role: 'MANAGER' }));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Ten orders placed, then each changed at once by its own manager, half through either instance. */
async function changeAtOnce(ids: number[], body: (version: number) => object) {
  const versions = await Promise.all(
    ids.map(async (id) => (await staffOrder(first.app, id, staff[0]?.headers ?? {})).version),
  );
  return Promise.all(
    ids.map((id, i) =>
      changeOrder(i % 2 ? second.app : first.app, id, body(versions[i] ?? 0), staff[i]?.headers ?? {}),
    ),
  );
}

const placeTen = async (productId: number, changes: (i: number) => Record<string, unknown> = () => ({})) => {
  const ids: number[] = [];
  for (let i = 0; i < 10; i++) {
    const body = guestOrderBody(productId, 1, changes(i));
    ids.push((await placeOrder(first.app, productId, { ...changes(i), products: body.products })).id);
  }
  return ids;
};

describe('changes under concurrency', () => {
  it('lets exactly as many changes add a dish as it has portions left, and never oversells it', async () => {
    const db = first.database.db;
    await db.update(products).set({ dailyPortions: 13 }).where(eq(products.id, soup));
    const ids = await placeTen(soup);
    const answers = await changeAtOnce(ids, (version) => ({
      version,
      products: [{ id: soup, quantity: 2 }],
      reason: 'Még egy levest kér',
    }));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
    const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(13);
    await db.update(products).set({ dailyPortions: null }).where(eq(products.id, soup));
  }, 60_000);

  it('moves exactly as many orders into a slot as it has places, and frees the places they left', async () => {
    const db = first.database.db;
    await db.update(settings).set({ capacityPerSlot: 3 });
    // Saturday's 17:00, 17:15 and 17:30 slots full, one order at 17:45; all ten want 18:00 at once.
    const slots = ['17:00', '17:15', '17:30', '17:45'].map((time) => instantOf('2026-11-21', time));
    const ids = await placeTen(pickle, (i) => ({ preOrderDate: slots[Math.floor(i / 3)]?.toISOString() }));
    const wanted = instantOf('2026-11-21', '18:00');
    const answers = await changeAtOnce(ids, (version) => ({
      version,
      products: [{ id: pickle, quantity: 1 }],
      preOrderDate: wanted.toISOString(),
      reason: 'Később kéri',
    }));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({ errorType: 'SLOT_FULL', field: 'preOrderDate' });
    const rows = await db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.filter((row) => row.slotAt?.getTime() === wanted.getTime())).toHaveLength(3);
    expect(rows.every((row) => row.slotAt !== null)).toBe(true);
    // Three places are free again where the winners were: another order fits in one of those slots now.
    const moved = rows.filter((row) => row.slotAt?.getTime() === wanted.getTime()).map((row) => row.id);
    const freed = slots.filter((slot) =>
      ids.some((id, i) => moved.includes(id) && slots[Math.floor(i / 3)]?.getTime() === slot.getTime()),
    );
    const again = await first.app.inject({
      method: 'POST',
      url: '/api/order/add',
      payload: guestOrderBody(pickle, 1, { preOrderDate: freed[0]?.toISOString() }),
    });
    expect(again.statusCode).toBe(200);
    await db.update(settings).set({ capacityPerSlot: null });
  }, 60_000);
});
