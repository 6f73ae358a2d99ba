import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq, max, notExists, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoSecretIn, flipped, secrets, truncated } from '../../test/backup-files.ts';
import { buildTestApp } from '../../test/build-app.ts';
import { createServerDatabase, testServerUrl } from '../../test/database.ts';
import { createOrder } from '../../test/factories.ts';
import { snapshotTables } from '../../test/table-snapshot.ts';
import { backup, restore } from './backup.ts';
import { sealing } from './backup-crypto.ts';
import { libpqEnvironment } from './backup-postgres.ts';
import { serveBackups } from './backup-socket.ts';
import { type Database, openDatabase } from './client.ts';
import { lockDataDir } from './data-dir.ts';
import { coupons, orderLines, orders, products, serverSecrets, users } from './schema/index.ts';
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

const passphrase = 'körte alma szilva 2026';

/** Starting data plus rows in the tables a restaurant fills: orders with their lines, a coupon, the secrets. */
async function fill(database: Database) {
  await database.migrate();
  await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  for (let i = 0; i < 3; i++) await createOrder(database.db, { email: `guest${i}@example.com` });
  await database.db.insert(coupons).values({ code: 'NYAR10', discount: 10 });
  await database.db.insert(serverSecrets).values([
    { name: 'jwt-secret', value: secrets.jwt },
    { name: 'card-rsa-private.pem', value: secrets.card },
  ]);
  await database.db
    .update(users)
    .set({ totpSecret: secrets.totp })
    .where(eq(users.email, 'admin@example.com'));
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
    const whileOrdering = path.join(dataDir, 'while-ordering.backup');
    const requested = Date.now();
    expect(await backup(config, whileOrdering, passphrase)).toContain('made by the running server');
    placing = false;
    await Promise.all(guests);
    expectPrivateFile(whileOrdering);

    // The app's mail sender keeps leasing the guests' mails; with it stopped the tables hold still to be compared.
    await close();
    const quiet = path.join(dataDir, 'quiet.backup');
    await backup(config, quiet, passphrase);
    const atBackup = await snapshotTables(database.db);
    await change(database);
    await expect(restore(config, quiet, passphrase)).rejects.toThrow(/server is running on .*Stop it first/);

    await stopBackups();
    await database.close();
    await release();

    await restore(config, quiet, passphrase);
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => restored.close());
    expect(await snapshotTables(restored.db)).toEqual(atBackup);
    await expectNewOrderAfter(restored);
    await restored.close();
    cleanups.pop();

    // The copy made under load holds every order acknowledged before it was asked for, each one whole.
    await restore(config, whileOrdering, passphrase);
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

  it('seals a stopped database with the passphrase: unreadable without it, and restored only whole', async () => {
    const dataDir = scratchDir();
    const config = { dataDir, databaseUrl: undefined };
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const atBackup = await fill(database);
    await database.close();
    const file = path.join(dataDir, 'stopped.backup');
    await expect(backup(config, file, undefined)).rejects.toThrow(/set BACKUP_PASSPHRASE/);
    await expect(backup(config, file, 'rövid')).rejects.toThrow(/at least 12 characters/);
    expect(await backup(config, file, passphrase)).toContain('made by the stopped database');
    expectPrivateFile(file);
    expectNoSecretIn(file);

    const again = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await change(again);
    const changed = await snapshotTables(again.db);
    expect(changed).not.toEqual(atBackup);
    await again.close();

    await expect(restore(config, file, undefined)).rejects.toThrow(/set BACKUP_PASSPHRASE/);
    await expect(restore(config, file, 'körte alma szilva 2025')).rejects.toThrow(/passphrase does not open/);
    await expect(restore(config, flipped(file, 20), passphrase)).rejects.toThrow(/passphrase does not open/);
    for (const damaged of [flipped(file, 100), flipped(file, -1), truncated(file, 48 + 65_536 + 16)])
      await expect(restore(config, damaged, passphrase)).rejects.toThrow(/changed, damaged or cut short/);
    const untouched = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(await snapshotTables(untouched.db)).toEqual(changed);
    await untouched.close();

    await restore(config, file, passphrase);
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => restored.close());
    expect(await snapshotTables(restored.db)).toEqual(atBackup);
    await expectNewOrderAfter(restored);
  }, 180_000);
});

describe.runIf(testServerUrl)('backup and restore on PostgreSQL', () => {
  it('dumps with pg_dump sealed with the passphrase: unreadable without it, and restored only whole', async () => {
    const server = await createServerDatabase(testServerUrl ?? '');
    cleanups.push(() => server.drop());
    const config = { dataDir: scratchDir(), databaseUrl: server.url };
    const file = path.join(config.dataDir, 'konyha.backup');

    const database = await openDatabase({ kind: 'postgres', url: server.url });
    const atBackup = await fill(database);
    await expect(backup(config, file, undefined)).rejects.toThrow(/set BACKUP_PASSPHRASE/);
    expect(await backup(config, file, passphrase)).toContain('pg_dump custom format');
    expectPrivateFile(file);
    expectNoSecretIn(file);
    // Not even pg_restore, which prints any archive of its own as SQL, can read it.
    const printed = await promisify(execFile)('pg_restore', ['--file=-', file], {
      env: libpqEnvironment(server.url),
    }).catch((error: { code: number; stdout: string }) => error);
    expect(printed).toMatchObject({ code: 1, stdout: '' });

    await change(database);
    const changed = await snapshotTables(database.db);
    expect(changed).not.toEqual(atBackup);
    await expect(restore(config, file, passphrase)).rejects.toThrow(/server is using this database/);
    await database.close();

    await expect(restore(config, file, undefined)).rejects.toThrow(/set BACKUP_PASSPHRASE/);
    await expect(restore(config, file, 'körte alma szilva 2025')).rejects.toThrow(/passphrase does not open/);
    for (const damaged of [
      flipped(file, 100),
      flipped(file, -1),
      truncated(file, readFileSync(file).length - 1),
    ])
      await expect(restore(config, damaged, passphrase)).rejects.toThrow(/changed, damaged or cut short/);
    const untouched = await openDatabase({ kind: 'postgres', url: server.url });
    expect(await snapshotTables(untouched.db)).toEqual(changed);
    await untouched.close();

    expect(await restore(config, file, passphrase)).toContain('restored');
    const restored = await openDatabase({ kind: 'postgres', url: server.url });
    cleanups.push(() => restored.close());
    expect(await snapshotTables(restored.db)).toEqual(atBackup);
    await expectNewOrderAfter(restored);
  }, 180_000);

  it('will not restore a PGlite backup into PostgreSQL, nor an unencrypted one of an earlier version', async () => {
    const config = { dataDir: scratchDir(), databaseUrl: testServerUrl };
    const sealed = path.join(config.dataDir, 'pglite.backup');
    await pipeline(
      Readable.from([Buffer.from('a PGlite tarball')]),
      await sealing(passphrase, 'pglite'),
      createWriteStream(sealed),
    );
    await expect(restore(config, sealed, passphrase)).rejects.toThrow(
      /is a PGlite backup; unset DATABASE_URL/,
    );
    const old = path.join(config.dataDir, 'pglite.tar.gz');
    writeFileSync(old, gzipSync('a PGlite tarball is gzipped'));
    await expect(restore(config, old, passphrase)).rejects.toThrow(/is an unencrypted PGlite backup/);
  });
});
