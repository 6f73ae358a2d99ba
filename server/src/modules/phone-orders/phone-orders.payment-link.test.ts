import type { Order } from '@konyha/domain/orders/order.schemas';
import { isRinging } from '@konyha/domain/orders/order-alerts';
import { defaultAlertSettings } from '@konyha/domain/orders/order-decisions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStew } from '../../../test/dishes.ts';
import { usePhoneApp } from '../../../test/phone-app.ts';
import { type FakeSimplePay, simplePayEnv, startFakeSimplePay } from '../../../test/simplepay-fake.ts';
import { linkIn } from '../../../test/smtp.ts';
import { until } from '../../../test/stomp.ts';
import { orders, printJobs } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon. SimplePay's stand-in calls the app back (its IPN), so the app listens.
let fake: FakeSimplePay;
beforeAll(async () => {
  fake = await startFakeSimplePay();
});
const phone = usePhoneApp({ env: () => simplePayEnv(fake), listen: true });
beforeAll(() => {
  fake.ipnUrl = `${phone.publicUrl}/api/payment/simplepay/ipn`;
});
afterAll(() => fake?.close());

const rowOf = async (id: number) => (await phone.db.select().from(orders).where(eq(orders.id, id)))[0];
const printsOf = (id: number) => phone.db.select().from(printJobs).where(eq(printJobs.orderId, id));

/** An order taken by phone, paid online on the page mailed to the guest: the order, the guest's e-mail, its payment. */
async function linkOrder(changes: Record<string, unknown> = {}) {
  const body = phone.body({ payment: 'CREDIT_CARD_ONLINE', paymentLink: true, ...changes });
  const response = await phone.take(body);
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json().orders[0] as Order;
  const reference = (await rowOf(order.id))?.paymentReference ?? '';
  return { order, email: body.email, reference, payment: fake.payments.get(reference) };
}

describe('a phone order paid through a mailed SimplePay link', () => {
  it('mails the guest SimplePay’s page, stays off staff screens until the IPN pays it, then counts accepted without ringing and prints', async () => {
    const { order, email, reference, payment } = await linkOrder();
    expect(order).toMatchObject({ source: 'PHONE', payment: 'CREDIT_CARD_ONLINE', payed: false });
    expect(order.acceptedAt).not.toBeNull();
    expect(payment?.request).toMatchObject({ customerEmail: email, methods: ['CARD'] });
    expect(await rowOf(order.id)).toMatchObject({ paymentStatus: 'REDIRECTED' });

    const mail = await phone.smtp.mailTo(email, 0, 'fizesd ki online');
    expect(linkIn(mail, '/pay/')).toBe(`${fake.url.replace(/\/payment$/, '')}/pay/${payment?.transactionId}`);
    expect(mail.subject).toContain(`#${order.id}`);
    expect(await phone.seenByStaff(order.id)).toBeUndefined();
    expect(await phone.mailsTo(email, 'order-accepted')).toHaveLength(0);
    expect(await printsOf(order.id)).toHaveLength(0);

    const printed = phone.printer.received.length;
    expect((await fake.complete(reference, 'FINISHED')).ipnStatuses).toEqual([200]);
    expect(await rowOf(order.id)).toMatchObject({ payed: true, paymentStatus: 'PAID', state: 'PREPARING' });
    const listed = await phone.seenByStaff(order.id);
    if (!listed) throw new Error('staff do not see the paid order');
    expect(listed.takenBy).toEqual(order.takenBy);
    expect(isRinging(listed, defaultAlertSettings, phone.clock.now)).toBe(false);
    expect((await printsOf(order.id)).map((job) => job.what).sort()).toEqual(['slip', 'ticket']);
    expect(await until(() => phone.printer.received.length >= printed + 2, 5000)).toBe(true);
    // One mail once it is paid: the acceptance with the ready time, not the web shop's confirmation.
    expect(await phone.mailsTo(email, 'order-accepted')).toHaveLength(1);
    expect(await phone.mailsTo(email, 'order-confirmation')).toHaveLength(0);
    expect(await phone.mailsTo(email)).toHaveLength(2);
  });

  it('mails a SZÉP card’s link in English through the SZÉP merchant account', async () => {
    const { order, email, payment } = await linkOrder({ payment: 'SZEP_CARD_ONLINE', language: 'en' });
    expect(payment).toMatchObject({ currency: 'HUF_SZEP', total: order.total });
    const mail = await phone.smtp.mailTo(email, 0, 'pay for your order online');
    expect(mail.text).toContain('with your SZÉP card');
  });

  it('cancels an order whose link was not paid in time and gives its portions back; staff never saw it', async () => {
    const stew = await newStew(phone.app, phone.staff.manager.headers, 2);
    const { order, email } = await linkOrder({ products: [{ id: stew, quantity: 2 }] });
    const soldOut = await phone.take(phone.body({ products: [{ id: stew, quantity: 1 }] }));
    expect(soldOut.json().errorType).toBe('SOLD_OUT');
    // The payment settings give a card payment 15 minutes.
    phone.clock.now = new Date(phone.clock.now.getTime() + 16 * 60_000);
    expect(await until(async () => (await rowOf(order.id))?.state === 'CANCELLED', 5000)).toBe(true);
    expect(await rowOf(order.id)).toMatchObject({ paymentStatus: 'ABANDONED' });
    expect(await phone.seenByStaff(order.id)).toBeUndefined();
    expect(await printsOf(order.id)).toHaveLength(0);
    expect(await phone.mailsTo(email, 'order-refused')).toHaveLength(1);
    const taken = await phone.take(phone.body({ products: [{ id: stew, quantity: 1 }], minutes: 45 }));
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('brings a link paid after it lapsed back as the taker accepted it: the kitchen gets it at once', async () => {
    const { order, email, reference } = await linkOrder();
    phone.clock.now = new Date(phone.clock.now.getTime() + 16 * 60_000);
    expect(await until(async () => (await rowOf(order.id))?.state === 'CANCELLED', 5000)).toBe(true);
    expect((await fake.complete(reference, 'FINISHED')).ipnStatuses).toEqual([200]);
    expect(await rowOf(order.id)).toMatchObject({ paymentStatus: 'PAID', state: 'PREPARING' });
    const listed = await phone.seenByStaff(order.id);
    expect(listed && isRinging(listed, defaultAlertSettings, phone.clock.now)).toBe(false);
    expect((await printsOf(order.id)).map((job) => job.what).sort()).toEqual(['slip', 'ticket']);
    expect(await phone.mailsTo(email, 'order-accepted')).toHaveLength(1);
  });

  it('answers 503 and keeps no order when SimplePay cannot start the payment', async () => {
    fake.failNext('start', 'http500');
    const body = phone.body({ payment: 'CREDIT_CARD_ONLINE', paymentLink: true });
    const response = await phone.take(body);
    expect(response.statusCode).toBe(503);
    expect(await phone.db.select().from(orders).where(eq(orders.email, body.email))).toHaveLength(0);
  });
});

describe('a phone order’s payment link without SimplePay', () => {
  const sandbox = usePhoneApp({ listen: true });

  it('mails the sandbox provider’s page for a card, which pays the order and brings the guest to its page', async () => {
    const body = sandbox.body({ payment: 'CREDIT_CARD_ONLINE', paymentLink: true });
    const response = await sandbox.take(body);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json().orders[0] as Order;
    const page = new URL(linkIn(await sandbox.smtp.mailTo(body.email), '/api/payment/hosted/'));
    const shown = await sandbox.app.inject({ url: page.pathname });
    expect(shown.body).toContain('<h1>Sandbox bankkártya</h1>');
    expect(shown.body).toContain('Fizetés bankkártyával');
    const paid = await sandbox.app.inject({
      method: 'POST',
      url: page.pathname,
      payload: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(await sandbox.seenByStaff(order.id)).toMatchObject({ payed: true, state: 'PREPARING' });
    const back = new URL(String(paid.headers.location));
    const landed = await sandbox.app.inject({ url: `${back.pathname}${back.search}` });
    expect(String(landed.headers.location)).toMatch(/^\/pay\/card-payment\/successful#status=/);
  });
});
