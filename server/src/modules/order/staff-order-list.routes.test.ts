import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrder, loggedInUser } from '../../../test/factories.ts';
import { orderStateEnum, orders } from '../../db/schema/index.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => instantOf('2026-11-20', '12:00') });
  manager = await loggedInUser(t.app, t.database.db, { role: 'MANAGER' });
});
afterAll(() => t.close());

interface Listed {
  id: number;
  orderDate: string;
  state: string;
  payed: boolean;
  discountedPrice: number;
}

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/order/orders?${query}`, headers: manager.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { orders: Listed[]; count: number };
};

/** What the database holds as the staff list's orders (an online payment not through does not count). */
const countedInTable = async () => {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as count from orders where payment_status not in ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED')`,
  )) as unknown as { rows: { count: number }[] };
  return rows[0]?.count;
};

const keys = {
  id: (o: Listed) => o.id,
  date: (o: Listed) => o.orderDate,
  // An enum sorts in the order it was declared in.
  status: (o: Listed) => orderStateEnum.enumValues.indexOf(o.state as never),
  paid: (o: Listed) => Number(o.payed),
  price: (o: Listed) => o.discountedPrice,
};

describe("the staff's order list (issue 18: pages read from the nearer end, a kept count)", () => {
  it('pages every key both ways into exactly the whole list, ties broken by id, from the first page to the last', async () => {
    // 23 orders: many share a price, a state or the paid flag, so the id decides their order.
    for (let i = 0; i < 23; i++)
      await createOrder(t.database.db, {
        orderDate: instantOf('2026-11-19', `1${i % 10}:0${i % 6}`),
        state: (['NEW', 'PREPARING', 'DELIVERED'] as const)[i % 3],
        payed: i % 2 === 0,
        discountedPrice: 1000 + (i % 4) * 500,
      });
    const all = (await list('pageNo=0&pageSize=100')).orders;
    expect(all).toHaveLength(23);
    for (const [sortBy, key] of Object.entries(keys))
      for (const ascending of [true, false]) {
        const sign = ascending ? 1 : -1;
        const expected = [...all]
          .sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : sign * (a.id - b.id)))
          .map((o) => o.id);
        const paged: number[] = [];
        for (let pageNo = 0; pageNo < 5; pageNo++) {
          const page = await list(`pageNo=${pageNo}&pageSize=5&sortBy=${sortBy}&ascending=${ascending}`);
          expect(page.count).toBe(23);
          paged.push(...page.orders.map((o) => o.id));
        }
        expect(paged, `${sortBy} ${ascending ? 'ascending' : 'descending'}`).toEqual(expected);
        expect((await list(`pageNo=5&pageSize=5&sortBy=${sortBy}&ascending=${ascending}`)).orders).toEqual(
          [],
        );
      }
  });

  it('counts what staff may see as payments go through, are given up and orders are deleted, by any writer', async () => {
    const before = (await list('pageNo=0&pageSize=1')).count;
    const card = await createOrder(t.database.db, {
      payment: 'CREDIT_CARD_ONLINE',
      paymentStatus: 'PENDING',
    });
    const abandoned = await createOrder(t.database.db, {
      payment: 'CREDIT_CARD_ONLINE',
      paymentStatus: 'REDIRECTED',
    });
    const cash = await createOrder(t.database.db);
    expect((await list('pageNo=0&pageSize=1')).count).toBe(before + 1);

    await t.database.db.update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.id, card.id));
    await t.database.db.update(orders).set({ paymentStatus: 'ABANDONED' }).where(eq(orders.id, abandoned.id));
    expect((await list('pageNo=0&pageSize=1')).count).toBe(before + 2);

    await t.database.db.delete(orders).where(eq(orders.id, cash.id));
    await t.database.db.delete(orders).where(eq(orders.id, abandoned.id));
    const { count, orders: page } = await list('pageNo=0&pageSize=100&sortBy=id&ascending=false');
    expect(count).toBe(before + 1);
    expect(page[0]?.id).toBe(card.id);
    expect(count).toBe(await countedInTable());
  });

  it('keeps the count exact when orders are placed, paid and deleted at the same time', async () => {
    const placed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createOrder(t.database.db, i % 2 ? { payment: 'CREDIT_CARD_ONLINE', paymentStatus: 'PENDING' } : {}),
      ),
    );
    await Promise.all(
      placed.map((order, i) =>
        i % 3 === 0
          ? t.database.db.delete(orders).where(eq(orders.id, order.id))
          : t.database.db.update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.id, order.id)),
      ),
    );
    expect((await list('pageNo=0&pageSize=1')).count).toBe(await countedInTable());
  });
});
