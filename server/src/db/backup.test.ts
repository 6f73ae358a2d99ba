import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq, max, notExists, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app.ts';
import { createServerDatabase, testServerUrl } from '../../test/database.ts';
import { createOrder } from '../../test/factories.ts';
import { snapshotTables } from '../../test/table-snapshot.ts';
import { backup, restore } from './backup.ts';
import { serveBackups } from './backup-socket.ts';
import { type Database, openDatabase } from './client.ts';
import { lockDataDir } from './data-dir.ts';
import { coupons, orderLines, orders, products } from './schema/index.ts';
import { seedIfEmpty } from './seed/seed.ts';

const now = instantOf('2026-11-20', '12:00');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function scratchDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'konyha-backup-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starting data plus rows in the tables a restaurant fills: orders with their lines, a coupon. */
async function fill(database: Database) {
  await database.migrate();
  await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  for (let i = 0; i < 3; i++) await createOrder(database.db, { email: `guest${i}@example.com` });
  await database.db.insert(coupons).values({ code: 'NYAR10', discount: 10 });
  const snapshot = await snapshotTables(database.db);
  expect(Object.values(snapshot).filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(6);
  return snapshot;
}

/** What a restore must undo: a new order, a changed price, a deleted coupon. */
async function change(database: Database) {
  await createOrder(database.db, { email: 'after-backup@example.com' });
  await database.db.update(products).set({ price: sql`${products.price} + 100` });
  await database.db.delete(coupons);
}

/** After a restore the sequences continue past the restored rows: a new order gets a fresh id. */
async function expectNewOrderAfter(database: Database) {
  const [last] = await database.db.select({ id: max(orders.id) }).from(orders);
  const order = await createOrder(database.db, { email: 'after-restore@example.com' });
  expect(order.id).toBeGreaterThan(last?.id ?? 0);
}

const expectPrivateFile = (file: string) => expect(statSync(file).mode & 0o777).toBe(0o600);

describe.runIf(!testServerUrl)('backup and restore on PGlite', () => {
  it('copies the database while the server runs and takes orders, and refuses to restore under it', async () => {
    const dataDir = scratchDir();
    const config = { dataDir, databaseUrl: undefined };
    const release = await lockDataDir(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await fill(database);
    // Three guests order from one test address far faster than the order limit allows a real one.
    const { app, close } = await buildTestApp({
      clock: () => now,
      database,
      env: { ORDER_RATE_LIMIT: '100000' },
    });
    const stopBackups = await serveBackups(dataDir, database.dump as () => Promise<Uint8Array>, app.log);
    const [soup] = await database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);

    const acknowledged: { id: number; at: number }[] = [];
    let placing = true;
    const guest = async (n: number) => {
      for (let i = 0; placing; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/order/add',
          payload: {
            name: 'Vendég Vera',
            email: `running${n}-${i}@example.com`,
            phone: '+36 30 765 4321',
            address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
            products: [{ id: soup?.id, quantity: 1 }],
            payment: 'CASH',
          },
        });
        expect(response.statusCode).toBe(200);
        acknowledged.push({ id: response.json().orderId, at: Date.now() });
      }
    };
    const guests = [guest(1), guest(2), guest(3)];
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const whileOrdering = path.join(dataDir, 'while-ordering.tar.gz');
    const requested = Date.now();
    expect(await backup(config, whileOrdering)).toContain('made by the running server');
    placing = false;
    await Promise.all(guests);
    expectPrivateFile(whileOrdering);

    // The app's mail sender keeps leasing the guests' mails; with it stopped the tables hold still to be compared.
    await close();
    const quiet = path.join(dataDir, 'quiet.tar.gz');
    await backup(config, quiet);
    const atBackup = await snapshotTables(database.db);
    await change(database);
    await expect(restore(config, quiet)).rejects.toThrow(/server is running on .*Stop it first/);

    await stopBackups();
    await database.close();
    await release();

    await restore(config, quiet);
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => restored.close());
    expect(await snapshotTables(restored.db)).toEqual(atBackup);
    await expectNewOrderAfter(restored);
    await restored.close();
    cleanups.pop();

    // The copy made under load holds every order acknowledged before it was asked for, each one whole.
    await restore(config, whileOrdering);
    const underLoad = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => underLoad.close());
    const ids = new Set((await underLoad.db.select({ id: orders.id }).from(orders)).map((o) => o.id));
    for (const order of acknowledged.filter((o) => o.at < requested)) expect(ids.has(order.id)).toBe(true);
    const withoutLines = await underLoad.db
      .select({ id: orders.id })
      .from(orders)
      .where(notExists(underLoad.db.select().from(orderLines).where(eq(orderLines.orderId, orders.id))));
    expect(withoutLines).toEqual([]);
  }, 180_000);

  it('copies a stopped database, and restores it over a changed one table by table', async () => {
    const dataDir = scratchDir();
    const config = { dataDir, databaseUrl: undefined };
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const atBackup = await fill(database);
    await database.close();
    const file = path.join(dataDir, 'stopped.tar.gz');
    expect(await backup(config, file)).toContain('made by the stopped database');
    expectPrivateFile(file);

    const again = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await change(again);
    expect(await snapshotTables(again.db)).not.toEqual(atBackup);
    await again.close();
    await restore(config, file);
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => restored.close());
    expect(await snapshotTables(restored.db)).toEqual(atBackup);
    await expectNewOrderAfter(restored);
  }, 180_000);
});

describe.runIf(testServerUrl)('backup and restore on PostgreSQL', () => {
  it('dumps with pg_dump, refuses to restore while a server is connected, and restores every table', async () => {
    const server = await createServerDatabase(testServerUrl ?? '');
    cleanups.push(() => server.drop());
    const config = { dataDir: scratchDir(), databaseUrl: server.url };
    const file = path.join(config.dataDir, 'konyha.dump');

    const database = await openDatabase({ kind: 'postgres', url: server.url });
    const atBackup = await fill(database);
    expect(await backup(config, file)).toContain('pg_dump custom format');
    expectPrivateFile(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    await change(database);
    expect(await snapshotTables(database.db)).not.toEqual(atBackup);
    await expect(restore(config, file)).rejects.toThrow(/server is using this database/);
    await database.close();

    expect(await restore(config, file)).toContain('restored');
    const restored = await openDatabase({ kind: 'postgres', url: server.url });
    cleanups.push(() => restored.close());
    expect(await snapshotTables(restored.db)).toEqual(atBackup);
    await expectNewOrderAfter(restored);
  }, 120_000);

  it('will not restore a PGlite backup into PostgreSQL', async () => {
    const file = path.join(scratchDir(), 'pglite.tar.gz');
    writeFileSync(file, gzipSync('a PGlite tarball is gzipped'));
    await expect(restore({ dataDir: scratchDir(), databaseUrl: testServerUrl }, file)).rejects.toThrow(
      /is a PGlite backup; unset DATABASE_URL/,
    );
  });
});
