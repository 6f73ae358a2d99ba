import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { vacuumDueTables } from '../src/db/table-maintenance.ts';
import * as orders from '../src/modules/order/order.repository.ts';
import { orderedPortions } from '../src/modules/order/order-reads.repository.ts';
import { fillHistory } from './query-plans.history.ts';
import { planChecker, readCardsOf } from './query-plans.ts';

const today = '2026-11-24';
const placed = 30_000;
let lite: PGlite;

beforeAll(async () => {
  lite = await PGlite.create();
  const migrationsFolder = path.join(import.meta.dirname, '../src/db/migrations');
  await migrate(drizzle({ client: lite, schema }), { migrationsFolder });
  // Three years of orders as the app writes them on PGlite: no autovacuum ever analyses them.
  await fillHistory(lite, today, { orders: placed, vacuum: false });
}, 120_000);

afterAll(() => lite?.close());

/** The staff list's last page with its lines and print jobs, and the portions the menu counts for today. */
async function staffScreens(db: Db) {
  const page = { sortBy: 'date', ascending: false, pageNo: placed / 10 - 1, pageSize: 10 } as const;
  const { rows } = await orders.listOrdersPage(db, orders.counted, page);
  await readCardsOf(db, rows);
  await orderedPortions(db, [1, 2, 3], today);
}

it("gives PGlite's history tables what autovacuum would, so the staff's screens read them through their indexes", async () => {
  const db = drizzle({ client: lite, schema }) as unknown as Db;
  expect(await vacuumDueTables(db)).toEqual(expect.arrayContaining(['orders', 'order_lines', 'event_log']));
  const { problemsOf } = planChecker(
    lite,
    (logger) => drizzle({ client: lite, schema, logger }) as unknown as Db,
  );
  expect(await problemsOf(staffScreens, 50)).toEqual([]);
});
