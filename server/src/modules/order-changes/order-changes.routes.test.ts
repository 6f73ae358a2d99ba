import { formatForint } from '@konyha/domain/common/money';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrder, changesTestApp, staffOrder } from '../../../test/changes-app.ts';
import { guestOrderBody } from '../../../test/factories.ts';
import { orders } from '../../db/schema/index.ts';

const now = instantOf('2026-11-20', '12:00');
let s: Awaited<ReturnType<typeof changesTestApp>>;

beforeAll(async () => {
  s = await changesTestApp(now);
});
afterAll(() => s.close());

/** The manager replaces one of the two soups by a pickle. */
const replaceSoup = (order: { id: number; version: number }) =>
  s.change(order, { soups: 1, pickles: 1 }, 'Elfogyott a leves');

describe('a manager changes an order', () => {
  it('replaces a dish, priced again, with the change in the answer and the event log, before → after and who', async () => {
    const { id, version } = await s.place();
    const response = await replaceSoup({ id, version });
    expect(response.statusCode).toBe(200);
    const [order] = response.json().orders;
    expect(
      order.products.map((p: { productId: number; quantity: number }) => [p.productId, p.quantity]),
    ).toEqual([
      [s.soup.id, 1],
      [s.pickle.id, 1],
    ]);
    expect(order.version).toBeGreaterThan(version);
    expect(order.total).toBe(s.soup.price + s.pickle.price + order.shippingCost);
    const by = { id: s.manager.user.id, name: 'Menedzser Marci' };
    expect(order.changes).toEqual([
      {
        at: now.toISOString(),
        by,
        what: 'products',
        from: `2 × ${s.soup.name}`,
        to: `1 × ${s.soup.name}; 1 × ${s.pickle.name}`,
      },
      expect.objectContaining({ what: 'total', by, to: order.total }),
    ]);
    expect(await s.eventsOf(id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          eventType: 'ORDER_CHANGED',
          what: 'products',
          user: expect.objectContaining({ name: 'Menedzser Marci' }),
          change: { from: `2 × ${s.soup.name}`, to: `1 × ${s.soup.name}; 1 × ${s.pickle.name}` },
          note: 'Elfogyott a leves',
        }),
      ]),
    );
    const [row] = await s.t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.changedAt?.toISOString()).toBe(now.toISOString());
  });

  it('mails the guest once, in the order’s language, what changed and the new total', async () => {
    const { id, email, version } = await s.place({ language: 'en' });
    const sent = s.smtp.received.length;
    const order = (await replaceSoup({ id, version })).json().orders[0];
    const mail = await s.smtp.mailTo(email, sent, 'changed');
    expect(mail.text).toContain(`was: 2 × ${s.soup.nameEnglish}`);
    expect(mail.text).toContain(`now: 1 × ${s.soup.nameEnglish}; 1 × ${s.pickle.nameEnglish}`);
    expect(mail.text).toContain(`The new total: ${formatForint(order.total, 'en')}`);
    expect(mail.text).toContain('/order-status/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s.smtp.received.slice(sent).filter((m) => m.subject?.includes('changed'))).toHaveLength(1);
  });

  it('prices the changed order as the web shop prices the same cart, its coupon kept', async () => {
    const { id, version } = await s.place({ coupon: 'KONYHA10' });
    const cart = [
      { id: s.soup.id, quantity: 3 },
      { id: s.pickle.id, quantity: 2 },
    ];
    const changed = (
      await changeOrder(s.t.app, id, { version, products: cart, reason: 'Többet kér' }, s.manager.headers)
    ).json().orders[0];
    const web = await s.t.app.inject({
      method: 'POST',
      url: '/api/order/add',
      payload: guestOrderBody(s.soup.id, 1, { products: cart, coupon: 'KONYHA10' }),
    });
    const placed = await staffOrder(s.t.app, web.json().orderId, s.manager.headers);
    expect(changed.coupon).toEqual({ code: 'KONYHA10', discount: 10 });
    const money = ['coupon', 'originalPrice', 'discountedPrice', 'shippingCost', 'deposit', 'total', 'vat'];
    for (const key of money) expect([key, changed[key]]).toEqual([key, placed[key]]);
    const lineMoney = (line: { price: number; net: number; vat: number; vatRate: number }) => [
      line.price,
      line.net,
      line.vat,
      line.vatRate,
    ];
    expect(changed.products.map(lineMoney)).toEqual(placed.products.map(lineMoney));
  });
});

describe('two changes of one order', () => {
  it('answers a change against a stale version 409 CONFLICT with the order as it now stands', async () => {
    const { id, version } = await s.place();
    expect((await replaceSoup({ id, version })).statusCode).toBe(200);
    const stale = await s.change({ id, version }, { soups: 5 }, 'Még több');
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ errorType: 'CONFLICT', field: 'version' });
    expect(body.orders[0]).toMatchObject({
      id,
      version: (await staffOrder(s.t.app, id, s.manager.headers)).version,
    });
    expect(body.orders[0].products).toHaveLength(2);
  });

  it('lets one of two staff changing an order at once win; the other gets 409 with the winner’s order', async () => {
    const { id, version } = await s.place();
    const answers = await Promise.all([
      replaceSoup({ id, version }),
      s.change({ id, version }, { soups: 1 }, 'Kevesebb', { by: s.assistant }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)?.json().orders[0];
    const lost = answers.find((a) => a.statusCode === 409)?.json();
    expect(lost.orders[0]).toEqual(won);
    expect((await s.eventsOf(id)).filter((e: { what: string }) => e.what === 'products')).toHaveLength(1);
  });
});

describe('what a shop assistant may change', () => {
  it('lets them remove a dish and replace one by another, no more pieces than before', async () => {
    const { id, version } = await s.place();
    const fewer = await s.change({ id, version }, { soups: 1 }, 'Csak egy kell', { by: s.assistant });
    expect(fewer.statusCode).toBe(200);
    const { version: next } = fewer.json().orders[0];
    const replaced = await s.change({ id, version: next }, { pickles: 1 }, 'Csere', { by: s.assistant });
    expect(replaced.statusCode).toBe(200);
  });

  it('refuses adding more of a dish, or changing the note, 403 naming the field', async () => {
    const { id, version } = await s.place();
    const more = await s.change({ id, version }, { soups: 3 }, 'Több', { by: s.assistant });
    expect(more.statusCode).toBe(403);
    expect(more.json()).toMatchObject({ errorType: 'FORBIDDEN', field: 'products.0.quantity' });
    const note = await s.change({ id, version }, { soups: 2 }, 'Kérte', { by: s.assistant, note: 'Más' });
    expect(note.json()).toMatchObject({ errorType: 'FORBIDDEN', field: 'note' });
    expect((await staffOrder(s.t.app, id, s.manager.headers)).version).toBe(version);
  });
});

describe('orders and requests a change refuses', () => {
  it('answers bad input 400 naming the field', async () => {
    const { id, version } = await s.place();
    const cases: [object, string][] = [
      [{ version, products: [], reason: 'x' }, 'products'],
      [{ version, products: [{ id: s.soup.id, quantity: 1 }] }, 'reason'],
      [{ version, products: [{ id: 999_999, quantity: 1 }], reason: 'x' }, 'products.0.id'],
      [
        {
          version,
          products: [{ id: s.soup.id, quantity: 2 }],
          address: { zipCode: '9999', city: 'Budapest', street: 'Pozsonyi út 24.' },
          reason: 'Költözött',
        },
        'address.zipCode',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await changeOrder(s.t.app, id, payload, s.manager.headers);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        expect.objectContaining({ errorType: 'VALIDATION_ERROR', field }),
      ]);
    }
  });

  it('changes a READY order, still in the shop (issue 33)', async () => {
    const { id, version } = await s.place();
    await s.t.database.db.update(orders).set({ state: 'READY' }).where(eq(orders.id, id));
    const response = await replaceSoup({ id, version: version + 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().orders[0]).toMatchObject({ id, state: 'READY' });
  });

  it('refuses an order on its way 409', async () => {
    const { id, version } = await s.place();
    await s.t.database.db.update(orders).set({ state: 'DELIVERING' }).where(eq(orders.id, id));
    const response = await replaceSoup({ id, version: version + 1 });
    expect(response.json()).toMatchObject({ errorType: 'CONFLICT', field: 'state' });
  });
});
