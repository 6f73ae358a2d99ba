import { defaultAlertSettings } from '@konyha/domain/orders/order-decisions';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, decisionsTestApp, placeOrder } from '../../../test/decisions.ts';
import { guestOrderBody } from '../../../test/factories.ts';
import { paidCard } from '../../../test/status-app.ts';
import { orders } from '../../db/schema/index.ts';

const now = instantOf('2026-11-20', '12:00');
let s: Awaited<ReturnType<typeof decisionsTestApp>>;

beforeAll(async () => {
  s = await decisionsTestApp(now);
});
afterAll(() => s.close());

describe('rejecting a new order', () => {
  it('ends it as REJECTED with the reason, and tells the guest why in Hungarian with our phone', async () => {
    const { id, email } = await placeOrder(s.t.app, s.soup);
    const sent = s.smtp.received.length;
    const response = await decide(
      s.t.app,
      id,
      'reject',
      { reason: 'TOO_BUSY', note: 'Bocs!' },
      s.assistant.headers,
    );
    expect(response.json().orders[0]).toMatchObject({
      state: 'REJECTED',
      rejectionReason: 'TOO_BUSY',
      rejectionNote: 'Bocs!',
      acknowledgedAt: now.toISOString(),
    });
    const mail = await s.smtp.mailTo(email, sent, 'nem tudjuk teljesíteni');
    expect(mail.text).toContain('most túl sok a rendelésünk');
    expect(mail.text).toContain('Bocs!');
    expect(mail.text).toContain('+36 1 555 0134');
    expect(await s.eventsOf(id)).toMatchObject([
      {
        eventType: 'ORDER_REJECTED',
        orderStateTo: 'REJECTED',
        reason: 'TOO_BUSY',
        note: 'Bocs!',
        payed: null,
      },
    ]);
    const again = await decide(s.t.app, id, 'accept', { minutes: 20 }, s.assistant.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('REJECTED');
  });

  it('writes the reason in English for an English order', async () => {
    const { id, email } = await placeOrder(s.t.app, s.soup, { language: 'en' });
    const sent = s.smtp.received.length;
    await decide(s.t.app, id, 'reject', { reason: 'OUTSIDE_AREA' }, s.assistant.headers);
    const mail = await s.smtp.mailTo(email, sent, 'declined');
    expect(mail.text).toContain('the address is outside our delivery area');
    expect(mail.text).toContain('Call us: +36 1 555 0134');
  });

  it('gives the coupon back: the guest can use it again', async () => {
    const { id, email } = await placeOrder(s.t.app, s.soup, { coupon: 'KONYHA10' });
    const twice = await s.t.app.inject({
      method: 'POST',
      url: '/api/order/add',
      payload: guestOrderBody(s.soup, 2, { coupon: 'KONYHA10', email }),
    });
    expect(twice.json().errorType).toBe('USED_COUPON');
    await decide(s.t.app, id, 'reject', { reason: 'ITEM_UNAVAILABLE' }, s.assistant.headers);
    const { id: second } = await placeOrder(s.t.app, s.soup, { coupon: 'KONYHA10', email });
    const [row] = await s.t.database.db.select().from(orders).where(eq(orders.id, second));
    expect(row?.couponCode).toBe('KONYHA10');
  });

  it('refunds an online card payment through the gateway and says so in the mail', async () => {
    const encryptedCardData = await paidCard(s.t.app);
    const { id, email } = await placeOrder(s.t.app, s.soup, {
      payment: 'CREDIT_CARD_ONLINE',
      encryptedCardData,
    });
    const sent = s.smtp.received.length;
    const response = await decide(s.t.app, id, 'reject', { reason: 'CLOSING_SOON' }, s.assistant.headers);
    expect(response.json().orders[0]).toMatchObject({ state: 'REJECTED', payed: false });
    const [row] = await s.t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      paymentStatus: 'REFUNDED',
      refundReference: expect.stringMatching(/^sbx_rf_/),
    });
    expect((await s.eventsOf(id))[0]).toMatchObject({ eventType: 'ORDER_REJECTED', payed: false });
    const mail = await s.smtp.mailTo(email, sent, 'nem tudjuk');
    expect(mail.text).toContain('visszautaltuk');
  });

  it('answers 400 naming the field for an unknown reason or "other" without a note', async () => {
    const { id } = await placeOrder(s.t.app, s.soup);
    const bad = async (payload: object) =>
      (await decide(s.t.app, id, 'reject', payload, s.assistant.headers)).json();
    expect(await bad({ reason: 'BORED' })).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'reason' });
    expect(await bad({ reason: 'OTHER' })).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'note' });
    expect(await bad({ reason: 'NOT_CONFIRMED' })).toMatchObject({ field: 'reason' });
  });
});

describe('cancelling an accepted order', () => {
  it('is for MANAGER and ADMIN, of accepted orders only, and tells the guest', async () => {
    const { id, email } = await placeOrder(s.t.app, s.soup);
    const cancel = (headers: Record<string, string>) =>
      decide(s.t.app, id, 'cancel', { reason: 'GUEST_REQUEST' }, headers);
    expect((await cancel(s.manager.headers)).json()).toMatchObject({
      errorType: 'CONFLICT',
      message: expect.stringContaining('NEW'),
    });
    await decide(s.t.app, id, 'accept', { minutes: 45 }, s.assistant.headers);
    expect((await cancel(s.assistant.headers)).statusCode).toBe(403);
    const sent = s.smtp.received.length;
    const cancelled = await cancel(s.manager.headers);
    expect(cancelled.json().orders[0]).toMatchObject({
      state: 'CANCELLED',
      rejectionReason: 'GUEST_REQUEST',
    });
    expect((await s.smtp.mailTo(email, sent, 'lemondtuk')).text).toContain('a kérésedre');
    expect((await s.eventsOf(id)).at(-1)).toMatchObject({
      eventType: 'ORDER_CANCELLED',
      user: { name: 'Menedzser Marci' },
      orderStateFrom: 'PREPARING',
    });
  });
});

describe('the alert settings', () => {
  it('are read by staff and changed by MANAGER and ADMIN, checked field by field', async () => {
    const read = await s.t.app.inject({ url: '/api/settings/alerts', headers: s.assistant.headers });
    // A new restaurant's settings are the domain's defaults, which the dashboard shows until they have come.
    expect(read.json()).toEqual(defaultAlertSettings);
    const put = (payload: object, headers: Record<string, string>) =>
      s.t.app.inject({ method: 'PUT', url: '/api/settings/alerts', payload, headers });
    const changed = { ...read.json(), ringEverySeconds: 15, autoRejectAfterMinutes: 20 };
    expect((await put(changed, s.assistant.headers)).statusCode).toBe(403);
    expect((await put(changed, s.manager.headers)).json()).toEqual(changed);
    expect((await put({ ...changed, escalateAfterMinutes: 0 }, s.manager.headers)).json().field).toBe(
      'escalateAfterMinutes',
    );
    expect((await s.t.app.inject({ url: '/api/settings/alerts' })).statusCode).toBe(401);
    await put(read.json(), s.manager.headers);
  });
});
