import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, testServerUrl } from '../../../test/database.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { toOrders } from './order.mapper.ts';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
let database: Database;
let cleanUp: () => Promise<void>;

/** A database as Konyha left it before issue 17: every migration up to 0011. */
async function databaseBeforeMoneyRules() {
  const folder = await mkdtemp(path.join(tmpdir(), 'konyha-0011-'));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 12);
  await writeFile(journalFile, JSON.stringify(journal));
  const server = testServerUrl ? await createServerDatabase(testServerUrl) : undefined;
  const opened = await openDatabase(
    server ? { kind: 'postgres', url: server.url } : { kind: 'pglite', dataDir: undefined },
  );
  await (server ? migrateNodePg : migratePglite)(opened.db as never, { migrationsFolder: folder });
  await rm(folder, { recursive: true });
  return {
    opened,
    cleanUp: async () => {
      await opened.close();
      await server?.drop();
    },
  };
}

/** An order as the code before issue 17 wrote it (none of the money columns), with its lines. */
async function oldOrder(
  prices: { original: number; discounted: number; shipping: number },
  lines: [number, number][],
) {
  const { rows } = (await database.db.execute(sql`
    insert into orders (name, email, phone, zip_code, city, street, payment, original_price, discounted_price,
      shipping_cost, total)
    values ('Vendég Vera', 'vera@example.com', '+36 30 765 4321', '1137', 'Budapest', 'Pozsonyi út 24.', 'CASH',
      ${prices.original}, ${prices.discounted}, ${prices.shipping}, ${prices.discounted + prices.shipping})
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = rows[0]?.id as number;
  for (const [unitPrice, quantity] of lines) {
    await database.db.execute(sql`
      insert into order_lines (order_id, name, name_english, unit_price, quantity)
      values (${id}, 'Gulyásleves', 'Goulash soup', ${unitPrice}, ${quantity})`);
  }
  return id;
}

const ids = { plain: 0, coupon: 0, uneven: 0, free: 0 };

beforeAll(async () => {
  ({ opened: database, cleanUp } = await databaseBeforeMoneyRules());
  ids.plain = await oldOrder({ original: 5190, discounted: 5190, shipping: 490 }, [
    [2000, 2],
    [1190, 1],
  ]);
  ids.coupon = await oldOrder({ original: 4470, discounted: 4023, shipping: 690 }, [
    [3290, 1],
    [1180, 1],
  ]);
  // 3 × 1005 at 10 % off: 2713.5 → 2714, which three equal shares cannot split evenly.
  ids.uneven = await oldOrder({ original: 3015, discounted: 2714, shipping: 490 }, [
    [1005, 1],
    [1005, 1],
    [1005, 1],
  ]);
  ids.free = await oldOrder({ original: 2490, discounted: 0, shipping: 490 }, [[2490, 1]]);
  await database.migrate();
});
afterAll(() => cleanUp());

async function upgraded(id: number) {
  const rows = await database.db.select().from(orders).where(sql`${orders.id} = ${id}`);
  const lines = await database.db
    .select()
    .from(orderLines)
    .where(sql`${orderLines.orderId} = ${id}`)
    .orderBy(orderLines.id);
  const [order] = toOrders(rows, lines);
  if (!order) throw new Error(`order ${id} is gone`);
  return order;
}

describe('migration 0012 on orders placed before VAT was kept', () => {
  it('splits every line at 27 % so that net + VAT is its price', async () => {
    const order = await upgraded(ids.plain);
    expect(order.products).toMatchObject([
      { vatRate: 27, net: 3150, vat: 850, deposit: 0 },
      { vatRate: 27, net: 937, vat: 253, deposit: 0 },
    ]);
    expect(order).toMatchObject({ shippingVatRate: 27, deposit: 0, invoice: null });
    expect(order.vat).toEqual([{ rate: 27, gross: 5190 + 490, net: 3150 + 937 + 386, vat: 850 + 253 + 104 }]);
  });

  it('shares the coupon among the lines so that they add up to the discounted price, to the forint', async () => {
    for (const id of [ids.coupon, ids.uneven, ids.free]) {
      const order = await upgraded(id);
      const grosses = order.products.map((line) => line.net + line.vat);
      expect(grosses.reduce((a, b) => a + b, 0)).toBe(order.discountedPrice);
      for (const line of order.products) expect(Math.min(line.net, line.vat)).toBeGreaterThanOrEqual(0);
      expect(order.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(
        order.discountedPrice + order.shippingCost,
      );
    }
    expect((await upgraded(ids.uneven)).products.map((line) => line.net + line.vat)).toEqual([905, 905, 904]);
  });
});
