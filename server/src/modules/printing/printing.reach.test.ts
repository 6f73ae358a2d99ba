import type { OrderPrint } from '@konyha/domain/orders/order.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../../test/decisions.ts';
import { createOrder, loggedInUser } from '../../../test/factories.ts';
import { closedPort, type PrinterStandIn, startPrinter } from '../../../test/printer.ts';
import { until } from '../../../test/stomp.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { settings } from '../../db/schema/index.ts';

// Issue 28: the default PRINTER_NETWORKS and PRINTER_PORTS (private LANs, port 9100), and a real listener on
// loopback where a database, a cache or anything else of this machine could be.
const t = useTestApp({});
let listener: PrinterStandIn;
let closed: number;
beforeAll(async () => {
  listener = await startPrinter();
  closed = await closedPort();
});
afterAll(async () => {
  await listener?.close();
});

const printsOf = async (id: number, headers: Record<string, string>): Promise<OrderPrint[]> => {
  const { orders } = (await t.app.inject({ url: '/api/order/today', headers })).json();
  return orders.find((order: { id: number }) => order.id === id)?.prints ?? [];
};
const byPrinter = (prints: OrderPrint[]) =>
  Object.fromEntries(prints.map(({ printer, status, error }) => [printer, { status, error }]));

describe('a printer written into the settings around the API, at an address that is no printer', () => {
  it('never receives a byte: the job fails before connecting, with the same reason for an open and a closed port', async () => {
    const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    const job = { tickets: true, slips: false };
    // As a printer saved before issue 28, or settings changed by SQL.
    await t.db.update(settings).set({
      printers: [
        { name: 'Open', host: '127.0.0.1', port: listener.port, ...job },
        { name: 'Closed', host: '127.0.0.1', port: closed, ...job },
        { name: 'Named', host: 'localhost', port: listener.port, ...job },
        { name: 'Metadata', host: '169.254.169.254', port: 80, ...job },
      ],
    });
    // The dashboard still shows the list, so the manager sees what to change.
    const shown = await t.app.inject({ url: '/api/settings/printers', headers: manager.headers });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().printers.map((p: { host: string }) => p.host)).toEqual([
      '127.0.0.1',
      '127.0.0.1',
      'localhost',
      '169.254.169.254',
    ]);

    const order = await createOrder(t.db);
    expect((await decide(t.app, order.id, 'accept', { minutes: 30 }, manager.headers)).statusCode).toBe(200);
    const settled = async () => {
      const prints = await printsOf(order.id, manager.headers);
      return prints.length === 4 && prints.every((print) => print.status === 'FAILED');
    };
    expect(await until(settled, 5000)).toBe(true);
    const refused = { status: 'FAILED', error: 'NOT_ALLOWED' };
    expect(byPrinter(await printsOf(order.id, manager.headers))).toEqual({
      Open: refused,
      Closed: refused,
      Named: refused,
      Metadata: refused,
    });

    // Nor does staff's reprint reach it.
    const reprint = await t.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/print`,
      headers: manager.headers,
      payload: { what: 'ticket' },
    });
    expect(reprint.statusCode).toBe(200);
    expect(await until(settled, 5000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listener.connections).toBe(0);
    expect(listener.received).toEqual([]);
  });

  it('cannot be saved back as it is: the form is told which field to change, and why', async () => {
    const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    const shown = (await t.app.inject({ url: '/api/settings/printers', headers: manager.headers })).json();
    const save = (printers: { host: string }[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/printers',
        headers: manager.headers,
        payload: { printers },
      });
    // The host name first (the shape of the request), then the loopback address (the server's networks).
    expect((await save(shown.printers)).json()).toEqual({
      errorType: 'VALIDATION_ERROR',
      field: 'printers.2.host',
      message: 'printers.2.host: hostInvalid',
    });
    shown.printers[2].host = '192.168.1.60';
    expect((await save(shown.printers)).json()).toEqual({
      errorType: 'VALIDATION_ERROR',
      field: 'printers.0.host',
      message: 'hostNotAllowed',
    });
  });
});
