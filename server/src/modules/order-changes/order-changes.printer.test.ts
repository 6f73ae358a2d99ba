import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { changeOrder, staffOrder } from '../../../test/changes-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { decide, placeOrder, soupId } from '../../../test/decisions.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { type PrinterStandIn, startPrinter } from '../../../test/printer.ts';
import { until } from '../../../test/stomp.ts';
import { products } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';

// Two instances on one database, a stand-in printer on loopback printing tickets and slips on accept.
const clock = () => instantOf('2026-11-20', '12:00');
let database: TestDatabase;
let one: TestApp;
let two: TestApp;
let printer: PrinterStandIn;
let manager: Awaited<ReturnType<typeof loggedInUser>>;
let soup: number;
let pickle: { id: number; name: string };

beforeAll(async () => {
  printer = await startPrinter();
  const env = { PRINTER_NETWORKS: '127.0.0.0/8', PRINTER_PORTS: `${printer.port}`, ORDER_RATE_LIMIT: '1000' };
  database = await createTestDatabase();
  await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  one = await buildTestApp({ database, env, clock });
  two = await buildTestApp({ database, env, clock });
  manager = await loggedInUser(one.app, database.db, { role: 'MANAGER' });
  soup = await soupId(database.db);
  const [found] = await database.db.select().from(products).where(eq(products.group, 'PICKLE')).limit(1);
  pickle = { id: found?.id ?? 0, name: found?.name ?? '' };
  const printers = [{ name: 'Konyha', host: '127.0.0.1', port: printer.port, tickets: true, slips: true }];
  const saved = await one.app.inject({
    method: 'PUT',
    url: '/api/settings/printers',
    headers: manager.headers,
    payload: { printers },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
  await printer?.close();
});

// "MÓDOSÍTVA" as the printer gets it, in code page 852 (Ó 0xE0, Í 0xD6).
const changedMark = Buffer.from([0x4d, 0xe0, 0x44, 0x4f, 0x53, 0xd6, 0x54, 0x56, 0x41]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
// One soup replaced by a pickle.
const replaced = (version: number) => ({
  version,
  products: [
    { id: soup, quantity: 1 },
    { id: pickle.id, quantity: 1 },
  ],
  reason: 'Elfogyott',
});

describe('paper after a change', () => {
  it('reprints the ticket and the slip of an accepted order once when a manager replaces a dish, marked CHANGED with what changed', async () => {
    const { id } = await placeOrder(one.app, soup);
    expect((await decide(two.app, id, 'accept', { minutes: 30 }, manager.headers)).statusCode).toBe(200);
    expect(await until(() => printer.received.length >= 2, 5000)).toBe(true);
    await settle();
    const first = printer.received.length;
    expect(printer.received.every((bytes) => !bytes.includes(changedMark))).toBe(true);

    const { version } = await staffOrder(one.app, id, manager.headers);
    expect((await changeOrder(one.app, id, replaced(version), manager.headers)).statusCode).toBe(200);
    expect(await until(() => printer.received.length >= first + 2, 5000)).toBe(true);
    // Both instances heard the NOTIFY: give the other every chance to print it again.
    await settle();
    const reprints = printer.received.slice(first);
    expect(reprints).toHaveLength(2);
    expect(reprints.every((bytes) => bytes.includes(changedMark))).toBe(true);
    const ticket = reprints.find((bytes) => bytes.includes(Buffer.from('Rendelve')));
    expect(ticket?.includes(Buffer.from('volt: 2 '))).toBe(true);
    expect(ticket?.includes(Buffer.from('most: 1 '))).toBe(true);
    const slip = reprints.find((bytes) => bytes.includes(Buffer.from('Fizet')));
    expect(slip?.includes(Buffer.from('most: '))).toBe(true);
  });

  it('prints nothing for a change of an order nobody accepted yet: it prints as it is when accepted', async () => {
    const { id } = await placeOrder(one.app, soup);
    const before = printer.received.length;
    const { version } = await staffOrder(one.app, id, manager.headers);
    expect((await changeOrder(two.app, id, replaced(version), manager.headers)).statusCode).toBe(200);
    await settle();
    expect(printer.received).toHaveLength(before);
  });
});
