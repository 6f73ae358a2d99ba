import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../../test/decisions.ts';
import { paidCard, statusTestApp } from '../../../test/status-app.ts';
import { eventLog, orders } from '../../db/schema/index.ts';
import { onOrderUpdate } from '../../realtime/order-notifier.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;
const updates: (number | null)[] = [];

beforeAll(async () => {
  s = await statusTestApp();
  await onOrderUpdate(s.t.database, (id) => updates.push(id));
});
afterAll(() => s.close());

const cancel = (token: string, remoteAddress = '10.4.0.1') =>
  s.app.inject({ method: 'POST', url: `/api/order-status/${token}/cancel`, remoteAddress });
const rowOf = async (id: number) => (await s.t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('POST /api/order-status/{token}/cancel', () => {
  it('cancels a NEW order nobody looked at, frees the coupon, mails the guest and tells the staff', async () => {
    const { id, token, email } = await s.place({ coupon: 'KONYHA10' });
    const sent = s.smtp.received.length;
    const response = await cancel(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json()).toMatchObject({
      number: id,
      state: 'CANCELLED',
      rejectionReason: 'GUEST_CANCELLED',
      cancellable: false,
      closedAt: s.clock.now.toISOString(),
    });
    const mail = await s.smtp.mailTo(email, sent, 'lemondtad');
    expect(mail.text).toContain('Lemondtad a rendelésed');
    expect(mail.text).toMatch(/https:\/\/konyha\.example\/order-status\/[A-Za-z0-9_-]{32}/);
    const deadline = Date.now() + 2000;
    while (!updates.includes(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(updates).toContain(id);
    const events = await s.t.database.db.select().from(eventLog).where(eq(eventLog.orderId, id));
    expect(events).toMatchObject([{ eventType: 'ORDER_CANCELLED', userId: null, reason: 'GUEST_CANCELLED' }]);
    // The coupon is the guest's again.
    expect((await s.place({ coupon: 'KONYHA10', email })).id).toBeGreaterThan(id);
    expect((await cancel(token)).statusCode).toBe(409);
  });

  it('answers 409 CONFLICT once staff have acknowledged the order', async () => {
    const { id, token } = await s.place();
    await decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    const response = await cancel(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorType).toBe('CONFLICT');
    expect((await rowOf(id))?.state).toBe('PREPARING');
  });

  it('refunds an online payment and says so in the guest’s language', async () => {
    const { id, token, email } = await s.place({
      payment: 'CREDIT_CARD_ONLINE',
      encryptedCardData: await paidCard(s.app),
      language: 'en',
    });
    const sent = s.smtp.received.length;
    expect((await cancel(token)).json()).toMatchObject({ state: 'CANCELLED', payed: false });
    expect(await rowOf(id)).toMatchObject({ paymentStatus: 'REFUNDED', refundReference: expect.any(String) });
    const mail = await s.smtp.mailTo(email, sent, 'you cancelled your order');
    expect(mail.text).toContain('refunded to your card');
  });

  it('races a staff accept: of 20 mixed requests exactly one wins, and the money goes back at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, token } = await s.place({
        payment: 'CREDIT_CARD_ONLINE',
        encryptedCardData: await paidCard(s.app),
      });
      const requests = Array.from({ length: 20 }, (_, i) =>
        i % 2 === round % 2
          ? cancel(token, `10.5.${round}.${i}`)
          : decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers),
      );
      const codes = (await Promise.all(requests)).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const row = await rowOf(id);
      const decisions = await s.t.database.db.select().from(eventLog).where(eq(eventLog.orderId, id));
      expect(decisions).toHaveLength(1);
      if (row?.state === 'CANCELLED') expect(row).toMatchObject({ paymentStatus: 'REFUNDED', payed: false });
      else expect(row).toMatchObject({ state: 'PREPARING', paymentStatus: 'PAID', refundReference: null });
    }
  });

  it('answers 404 for an unknown token', async () => {
    expect((await cancel('x'.repeat(32))).statusCode).toBe(404);
  });
});
