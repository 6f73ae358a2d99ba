import { instantOf } from '@konyha/domain/restaurant/local-time';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, loggedInUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { orderLines, products } from '../../db/schema/index.ts';

const now = instantOf('2026-11-20', '12:00');
const t = useTestApp({ clock: () => now });

const printer = { name: 'Konyha', host: '192.168.1.50', port: 9100, tickets: true, slips: false };
const putPrinters = (headers: Record<string, string>, printers: object[]) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/printers', headers, payload: { printers } });

describe('the network printers setting', () => {
  it('is kept as the manager saves it and logged in the event log', async () => {
    const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER', name: 'Menedzser Marci' });
    expect((await t.app.inject({ url: '/api/settings/printers', headers: manager.headers })).json()).toEqual({
      printers: [],
    });
    const saved = await putPrinters(manager.headers, [
      printer,
      { ...printer, name: 'Pult', host: ' FD00:0::0040 ' },
    ]);
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/settings/printers', headers: manager.headers });
    // An IPv6 address is kept in its one canonical spelling, the one checked before each connection.
    expect(read.json().printers.map((p: { host: string }) => p.host)).toEqual(['192.168.1.50', 'fd00::40']);
    const events = (await t.app.inject({ url: '/api/event/2026-11-20', headers: manager.headers })).json();
    expect(events.find((e: { eventType: string }) => e.eventType === 'PRINTERS')).toMatchObject({
      user: { name: 'Menedzser Marci' },
      change: { from: [], to: [printer, { ...printer, name: 'Pult', host: 'fd00::40' }] },
    });
  });

  it.each([
    [{ host: 'not a host!' }, 'printers.0.host'],
    [{ host: '-printer' }, 'printers.0.host'],
    [{ port: 0 }, 'printers.0.port'],
    [{ port: 70000 }, 'printers.0.port'],
  ])('refuses %o, naming the field', async (change, field) => {
    const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    const response = await putPrinters(manager.headers, [{ ...printer, ...change }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
  });

  // Issue 28: with the default PRINTER_NETWORKS and PRINTER_PORTS, only a private LAN address on port 9100.
  it.each([
    ['127.0.0.1', 'hostNotAllowed'],
    ['localhost', 'hostInvalid'],
    ['0.0.0.0', 'hostNotAllowed'],
    ['::1', 'hostNotAllowed'],
    ['127.1', 'hostInvalid'],
    ['2130706433', 'hostInvalid'],
    ['169.254.169.254', 'hostNotAllowed'],
    ['fe80::1', 'hostNotAllowed'],
    ['::ffff:127.0.0.1', 'hostInvalid'],
    ['kitchen-printer.local', 'hostInvalid'],
    ['224.0.0.1', 'hostNotAllowed'],
    ['8.8.8.8', 'hostNotAllowed'],
  ])('refuses the printer address %s as %s at printers.1.host, saving nothing', async (host, why) => {
    const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    const before = (await t.app.inject({ url: '/api/settings/printers', headers: manager.headers })).json();
    const response = await putPrinters(manager.headers, [printer, { ...printer, name: 'Pult', host }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorType: 'VALIDATION_ERROR',
      field: 'printers.1.host',
      message: expect.stringMatching(new RegExp(`(^|: )${why}$`)),
    });
    expect((await t.app.inject({ url: '/api/settings/printers', headers: manager.headers })).json()).toEqual(
      before,
    );
  });

  it.each([5432, 6379, 22, 80, 9101])(
    'refuses port %i of a LAN printer at printers.0.port (PRINTER_PORTS is 9100)',
    async (port) => {
      const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
      const response = await putPrinters(manager.headers, [{ ...printer, port }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorType: 'VALIDATION_ERROR',
        field: 'printers.0.port',
        message: 'portNotAllowed',
      });
    },
  );

  it('is for managers and admins: a shop assistant may neither read nor change it', async () => {
    const assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
    expect(
      (await t.app.inject({ url: '/api/settings/printers', headers: assistant.headers })).statusCode,
    ).toBe(403);
    expect((await putPrinters(assistant.headers, [printer])).statusCode).toBe(403);
  });
});

describe("an order's ticket and slip", () => {
  /** An order's paper as a shop assistant reads it (GET /order/{id}/ticket or /slip), answered with `status`. */
  const paper = async (what: 'ticket' | 'slip', id: number, status = 200) => {
    const assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
    const response = await t.app.inject({ url: `/api/order/${id}/${what}`, headers: assistant.headers });
    expect(response.statusCode).toBe(status);
    return response.json();
  };

  it('gives the kitchen the items, options, diet marks, times and note, and nothing about money', async () => {
    const [dish] = await t.db
      .select()
      .from(products)
      .where(sql`${products.allergenics} @> array['GLUTEN_FREE']::text[]`)
      .limit(1);
    if (!dish) throw new Error('no gluten-free dish in the seed');
    const order = await createOrder(t.db, {
      note: 'Nagyon csípős legyen, köszönöm! Fűszeresen.',
      orderDate: now,
      preOrderDate: instantOf('2026-11-21', '18:15'),
    });
    await t.db.insert(orderLines).values({
      orderId: order.id,
      productId: dish.id,
      name: 'Rántott csirke',
      nameEnglish: 'Fried chicken',
      unitPrice: 3290,
      quantity: 3,
      options: [
        {
          optionId: null,
          groupName: 'Köret',
          groupNameEnglish: 'Side',
          name: 'hasábburgonya',
          nameEnglish: 'chips',
          price: 300,
        },
      ],
    });
    const ticket = await paper('ticket', order.id);
    expect(ticket).toMatchObject({ orderId: order.id, note: 'Nagyon csípős legyen, köszönöm! Fűszeresen.' });
    expect(ticket.lines[1]).toMatchObject({
      quantity: 3,
      name: 'Rántott csirke',
      options: [{ name: 'Köret: hasábburgonya', nameEnglish: 'Side: chips' }],
    });
    expect(ticket.lines[1].marks).toContain('GLUTEN_FREE');
    expect(ticket.text).toEqual(
      expect.arrayContaining([
        `#${order.id}`,
        'ELŐRENDELÉS',
        '11.21. 18:15',
        '2 × Gulyásleves',
        '    Köret: hasábburgonya',
      ]),
    );
    expect(ticket.text.find((line: string) => line.startsWith('3 × Rántott csirke'))).toMatch(/\[.*GM.*\]/);
    expect(ticket.text.join('\n')).not.toMatch(/Ft|3290|4490/);
    for (const line of ticket.text) expect(line.length).toBeLessThanOrEqual(42);
  });

  it('gives the courier the masked phone, the full address, and the change to bring', async () => {
    const order = await createOrder(t.db, {
      floor: '3',
      door: '12',
      doorbell: '312',
      courierNote: 'A kapu a sarok mögött',
      payWith: 10000,
    });
    const slip = await paper('slip', order.id);
    expect(slip).toMatchObject({
      name: 'Vendég Vera',
      phone: '+36 30 *** **21',
      address: { floor: '3', door: '12', doorbell: '312', courierNote: 'A kapu a sarok mögött' },
      payment: 'CASH',
      paid: false,
      collect: 4490,
      payWith: 10000,
      change: 5510,
    });
    expect(slip.text).toEqual(
      expect.arrayContaining([
        'Pozsonyi út 24.',
        '1137 Budapest',
        'Emelet: 3, Ajtó: 12',
        'Kapucsengő: 312',
        'Futárnak: A kapu a sarok mögött',
        '4 490 Ft',
        'Visszajáró: 5 510 Ft',
      ]),
    );
  });

  it('says "paid" on the slip of an order paid online', async () => {
    const order = await createOrder(t.db, { payment: 'CREDIT_CARD_ONLINE', payed: true });
    const slip = await paper('slip', order.id);
    expect(slip).toMatchObject({ paid: true, collect: 0, change: null });
    expect(slip.text).toContain('FIZETVE');
  });

  it('answers 404 for an unknown order', async () => {
    for (const what of ['ticket', 'slip'] as const) await paper(what, 999999, 404);
  });

  it('refuses a reprint with 409 NO_PRINTER when no printer prints that document', async () => {
    const manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    await putPrinters(manager.headers, [printer]);
    const order = await createOrder(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/print`,
      headers: manager.headers,
      payload: { what: 'slip' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorType).toBe('NO_PRINTER');
  });
});
