import type { OrderPrint } from '@konyha/domain/orders/order.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { decide } from '../../../test/decisions.ts';
import { createOrder, loggedInUser } from '../../../test/factories.ts';
import { closedPort, type PrinterStandIn, startPrinter } from '../../../test/printer.ts';
import { until } from '../../../test/stomp.ts';
import { printJobs } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { PRINT_CHANNEL } from './printing.repository.ts';

// Two instances on one database, as two server processes behind a load balancer.
let database: TestDatabase;
let one: TestApp;
let two: TestApp;
let manager: Awaited<ReturnType<typeof loggedInUser>>;
// The stand-in printer listens on loopback, and a switched-off one on a port of its own: the configuration names
// both (by default loopback is no printer's address: printing.reach.test.ts).
let printer: PrinterStandIn;
let switchedOff: number;

beforeAll(async () => {
  printer = await startPrinter();
  switchedOff = await closedPort();
  const env = { PRINTER_NETWORKS: '127.0.0.0/8', PRINTER_PORTS: `${printer.port},${switchedOff}` };
  database = await createTestDatabase();
  await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  one = await buildTestApp({ database, env });
  two = await buildTestApp({ database, env });
  manager = await loggedInUser(one.app, database.db, { role: 'MANAGER' });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
  await printer?.close();
});

const putPrinters = (printers: object[]) =>
  one.app.inject({
    method: 'PUT',
    url: '/api/settings/printers',
    headers: manager.headers,
    payload: { printers },
  });
const setPrinters = async (printers: object[]) => expect((await putPrinters(printers)).statusCode).toBe(200);
const printerAt = (port: number, tickets = true, slips = true) => ({
  name: 'Konyha',
  host: '127.0.0.1',
  port,
  tickets,
  slips,
});
const accept = async (id: number) =>
  expect((await decide(two.app, id, 'accept', { minutes: 30 }, manager.headers)).statusCode).toBe(200);
const printsOf = async (id: number): Promise<OrderPrint[]> => {
  const { orders } = (await one.app.inject({ url: '/api/order/today', headers: manager.headers })).json();
  return orders.find((order: { id: number }) => order.id === id)?.prints ?? [];
};
const has = (bytes: Buffer, ...sequence: number[]) => bytes.includes(Buffer.from(sequence));

describe('printing on a network printer', () => {
  it('prints the ticket and the slip once on accept, with two instances: initialised, CP852 Hungarian, cut', async () => {
    await setPrinters([printerAt(printer.port)]);
    const order = await createOrder(database.db, { note: 'Nagyon csípős legyen, köszönöm! Fűszeresen.' });
    await accept(order.id);
    expect(await until(() => printer.received.length >= 2, 5000)).toBe(true);
    // Both instances heard the NOTIFY: give the other every chance to print it again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(printer.received).toHaveLength(2);

    const ticket = printer.received.find((bytes) => bytes.includes(Buffer.from('Megjegyz', 'latin1')));
    if (!ticket) throw new Error('no ticket among the prints');
    expect([...ticket.subarray(0, 2)]).toEqual([0x1b, 0x40]); // ESC @
    expect(has(ticket, 0x1b, 0x74, 18)).toBe(true); // ESC t 18: code page 852
    expect(has(ticket, 0x70, 0x8b, 0x73)).toBe(true); // "pős" of "csípős": ő is 0x8b
    expect(has(ticket, 0x46, 0xfb)).toBe(true); // "Fű": ű is 0xfb
    expect(has(ticket, 0x1d, 0x56)).toBe(true); // GS V: cut
    expect(ticket.lastIndexOf(Buffer.from([0x1d, 0x56]))).toBeGreaterThan(ticket.length - 8);

    const prints = await until(async () => (await printsOf(order.id)).every((p) => p.status === 'PRINTED'));
    expect(prints).toBe(true);
    expect((await printsOf(order.id)).map(({ what, status, error }) => ({ what, status, error }))).toEqual(
      expect.arrayContaining([
        { what: 'ticket', status: 'PRINTED', error: null },
        { what: 'slip', status: 'PRINTED', error: null },
      ]),
    );
  });

  it('prints nothing on accept when no printer is set to print on accept', async () => {
    await setPrinters([printerAt(printer.port, false, false)]);
    const before = printer.received.length;
    const order = await createOrder(database.db);
    await accept(order.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(printer.received).toHaveLength(before);
    expect(await printsOf(order.id)).toEqual([]);
  });
});

describe('where printers may be', () => {
  it('takes loopback where PRINTER_NETWORKS names it, but only on a port PRINTER_PORTS names', async () => {
    const other = [printer.port, switchedOff].includes(9100) ? 9101 : 9100;
    const refused = await putPrinters([printerAt(printer.port), { ...printerAt(other), name: 'Pult' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'printers.1.port',
      message: 'portNotAllowed',
    });
  });
});

describe('a printer that is switched off', () => {
  it('shows a warning on the order, gives up in time, and a reprint reaches it once it is back', async () => {
    const port = switchedOff;
    await setPrinters([printerAt(port, true, false)]);
    const order = await createOrder(database.db);
    await accept(order.id);
    expect(await until(async () => (await printsOf(order.id))[0]?.status === 'RETRYING', 5000)).toBe(true);
    expect(await printsOf(order.id)).toEqual([
      expect.objectContaining({ what: 'ticket', printer: 'Konyha', status: 'RETRYING', error: 'OFFLINE' }),
    ]);

    // As if the quarter of an hour of retries had passed.
    await database.db
      .update(printJobs)
      .set({ createdAt: sql`now() - interval '16 minutes'`, dueAt: sql`now()` })
      .where(eq(printJobs.orderId, order.id));
    await database.db.execute(sql`select pg_notify(${PRINT_CHANNEL}, '')`);
    expect(await until(async () => (await printsOf(order.id))[0]?.status === 'FAILED', 5000)).toBe(true);
    expect((await printsOf(order.id))[0]?.error).toBe('OFFLINE');

    const back = await startPrinter(port);
    try {
      const reprint = await one.app.inject({
        method: 'POST',
        url: `/api/order/${order.id}/print`,
        headers: manager.headers,
        payload: { what: 'ticket' },
      });
      expect(reprint.statusCode).toBe(200);
      // The new job replaces the failed one in the answer (a fast worker may have printed it already).
      expect(reprint.json().prints).toEqual([
        expect.objectContaining({ what: 'ticket', status: expect.stringMatching(/^(QUEUED|PRINTED)$/) }),
      ]);
      expect(await until(() => back.received.length === 1, 5000)).toBe(true);
      expect(back.received[0]?.includes(Buffer.from(`#${order.id}`))).toBe(true);
      expect(await until(async () => (await printsOf(order.id))[0]?.status === 'PRINTED', 5000)).toBe(true);
    } finally {
      await back.close();
    }
  });
});
