import { localDayBounds } from '@konyha/domain/menu/stock';
import type { OrderSortKey } from '@konyha/domain/orders/order.schemas';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import * as events from '../src/modules/event-log/event-log.repository.ts';
import * as orders from '../src/modules/order/order.repository.ts';
import * as orderReads from '../src/modules/order/order-reads.repository.ts';
import * as status from '../src/modules/order-status/order-status.repository.ts';
import * as printing from '../src/modules/printing/printing.repository.ts';
import * as outbox from '../src/platform/mail/outbox.repository.ts';
import * as timers from '../src/platform/timers/timers.repository.ts';
import { createServerDatabase, testServerUrl } from './database.ts';
import { countedOrders, fillHistory, history, lapsedCustomer } from './query-plans.history.ts';
import { planChecker, readCardsOf } from './query-plans.ts';

/**
 * Issue 18: today's screens and a page of a list never scan three years of history. Each screen's queries are
 * captured as the repositories send them (text and parameters), then planned and run with EXPLAIN ANALYZE on a
 * database holding that history: no sequential scan of a history table, a bounded estimate of the rows, and no
 * more rows read and thrown away than a screen holds.
 */

const today = '2026-11-24';
let server: { url: string; drop(): Promise<void> } | undefined;
let client: pg.Client;
let problemsOf: ReturnType<typeof planChecker>['problemsOf'];

beforeAll(async () => {
  if (!testServerUrl) return;
  server = await createServerDatabase(testServerUrl);
  const database = await openDatabase({ kind: 'postgres', url: server.url });
  await database.migrate();
  await database.close();
  client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await fillHistory(client, today);
  ({ problemsOf } = planChecker(client, (logger) => drizzle(client, { schema, logger }) as unknown as Db));
}, 120_000);

afterAll(async () => {
  await client?.end();
  await server?.drop();
});

/** The staff list's last page; the middle one steps over the most entries (pages past it are read backwards). */
const lastPage = Math.ceil(countedOrders / 10) - 1;
const sortKeys: OrderSortKey[] = ['id', 'date', 'status', 'paid', 'price'];
const pages = sortKeys.flatMap((sortBy) =>
  [true, false].flatMap((ascending) =>
    [0, 20, Math.floor(lastPage / 2), lastPage].map((pageNo) => ({
      sortBy,
      ascending,
      pageNo,
      pageSize: 10,
    })),
  ),
);
const dayBefore = '2025-03-30';

describe.runIf(testServerUrl)(`query plans on ${history.orders} orders over three years (PostgreSQL)`, () => {
  it('today and a day: the orders, their lines and print jobs, the event log, the NTAK summary', async () => {
    const dayScreens = async (db: Db, day: string) => {
      const rows = await orders.listOrders(db, orders.forDay(day));
      await readCardsOf(db, rows);
      await events.listEventsOfDay(db, day);
      // The NTAK day summary: the day's id span, then its orders and lines.
      const span = await orderReads.idSpan(db, { from: day, to: day });
      if (span) await orderReads.ordersIn(db, { from: day, to: day }, span);
      if (span) await orderReads.linesIn(db, span);
    };
    expect(await problemsOf((db) => orders.listOrders(db, orders.forToday(today)), 500)).toEqual([]);
    expect(await problemsOf((db) => dayScreens(db, today), 1000)).toEqual([]);
    expect(await problemsOf((db) => dayScreens(db, dayBefore), 1000)).toEqual([]);
  });

  it.each(pages)('the staff list, by $sortBy (ascending: $ascending), page $pageNo', async (page) => {
    const problems = await problemsOf(async (db) => {
      const { rows } = await orders.listOrdersPage(db, orders.counted, page, orders.countCounted);
      expect(rows).toHaveLength(10);
      await orders.linesOf(
        db,
        rows.map((row) => row.id),
      );
    }, 50);
    expect(problems).toEqual([]);
  });

  const customers = [7, lapsedCustomer].flatMap((userId) => sortKeys.map((sortBy) => ({ userId, sortBy })));
  it.each(customers)("customer $userId's order history, by $sortBy", async ({ userId, sortBy }) => {
    const page = { sortBy, ascending: false, pageNo: 0, pageSize: 10 };
    const problems = await problemsOf(async (db) => {
      await orders.listOrdersPage(db, orders.ofUser(userId), page);
      await orderReads.listNotes(db, userId);
    }, 1000);
    expect(problems).toEqual([]);
  });

  it('what runs on every order and every minute: stock, slots, timers, outbox, print jobs, status page', async () => {
    const { from, to } = localDayBounds(today);
    const problems = await problemsOf(async (db) => {
      await orderReads.orderedPortions(db, [1, 2, 3], today);
      await orderReads.orderedLunchPortions(db, [1, 2, 3]);
      await orderReads.placesTaken(db, from, to, to);
      await timers.schedule(db, 'escalate', history.orders, to);
      await timers.claimDue(db, to);
      await outbox.claimNext(db, 60_000);
      await printing.claimNext(db, 60_000);
      await status.stateChangesOf(db, 1234);
      await orders.findOrder(db, 1234);
    }, 500);
    expect(problems).toEqual([]);
  });
});
