import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soupId } from '../../../test/decisions.ts';
import { newStew } from '../../../test/dishes.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { freePort } from '../../../test/ports.ts';
import { type FakeSimplePay, simplePayEnv, startFakeSimplePay } from '../../../test/simplepay-fake.ts';
import { statusTestApp } from '../../../test/status-app.ts';
import { until } from '../../../test/stomp.ts';
import { eventLog, mailOutbox, orders } from '../../db/schema/index.ts';
import { simplePaySignature } from '../simplepay/simplepay.signature.ts';

let fake: FakeSimplePay;
let s: Awaited<ReturnType<typeof statusTestApp>>;
let soup: number;
let manager: Record<string, string>;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeSimplePay();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  s = await statusTestApp({
    env: {
      PUBLIC_URL: publicUrl,
      ...simplePayEnv(fake),
    },
    logStream: { write: (line) => logLines.push(line) },
  });
  await s.app.listen({ port, host: '127.0.0.1' });
  fake.ipnUrl = `${publicUrl}/api/payment/simplepay/ipn`;
  soup = await soupId(s.t.database.db);
  manager = (await loggedInUser(s.app, s.t.database.db, { role: 'MANAGER' })).headers;
});
afterAll(async () => {
  await s.close();
  await fake.close();
});

const db = () => s.t.database.db;
const minutesLater = (minutes: number) => {
  s.clock.now = new Date(s.clock.now.getTime() + minutes * 60_000);
};
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const mailsTo = (email: string, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
const staffSee = async (id: number) =>
  (await s.app.inject({ url: '/api/order/today', headers: s.assistant.headers }))
    .json()
    .orders.some((order: { id: number }) => order.id === id);
const latePayments = async (id: number) =>
  (await db().select().from(eventLog).where(eq(eventLog.orderId, id))).filter(
    (event) => event.eventType === 'LATE_PAYMENT',
  );

/** A guest's online order of `quantity` of `dish`: the answer, the e-mail and SimplePay's payment. */
async function onlineOrder(
  payment: 'CREDIT_CARD_ONLINE' | 'SZEP_CARD_ONLINE',
  dish = soup,
  quantity = 2,
  tip = 0,
) {
  const body = guestOrderBody(dish, quantity, { payment, tip });
  const response = await s.app.inject({ method: 'POST', url: '/api/order/add', payload: body });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as { orderId: number; statusUrl: string; url: string };
  const reference = (await orderRow(answer.orderId))?.paymentReference ?? '';
  return { ...answer, email: body.email, reference, payment: fake.payments.get(reference) };
}

/** Follows the guest's way back from SimplePay's page to where Konyha sends them. */
async function goBack(backUrl: string) {
  const url = new URL(backUrl);
  const answer = await s.app.inject({ url: `${url.pathname}${url.search}` });
  expect(answer.statusCode).toBe(303);
  return String(answer.headers.location);
}

describe('paying by card on SimplePay’s page', () => {
  it('sends the guest to SimplePay and counts the order only once the signed IPN says it is paid', async () => {
    const order = await onlineOrder('CREDIT_CARD_ONLINE');
    // No card data was asked for: SimplePay's own page takes the card.
    expect(order.url).toBe(`${fake.url.replace(/\/payment$/, '')}/pay/${order.payment?.transactionId}`);
    expect(order.payment).toMatchObject({ currency: 'HUF', total: (await orderRow(order.orderId))?.total });
    expect(order.payment?.request).toMatchObject({
      customerEmail: order.email,
      language: 'HU',
      methods: ['CARD'],
    });
    expect(fake.requests.at(-1)?.signatureValid).toBe(true);
    expect(await staffSee(order.orderId)).toBe(false);

    const { backUrl, ipnStatuses } = await fake.complete(order.reference, 'FINISHED');
    expect(ipnStatuses).toEqual([200]);
    // Konyha answered with SimplePay's receipt: the body with receiveDate, signed with the merchant key.
    expect(fake.ipnAnswers.at(-1)).toMatchObject({ orderRef: order.reference, receiptValid: true });
    expect(await orderRow(order.orderId)).toMatchObject({ payed: true, paymentStatus: 'PAID', state: 'NEW' });
    expect(await staffSee(order.orderId)).toBe(true);
    expect(await mailsTo(order.email, 'order-confirmation')).toHaveLength(1);
    expect(await goBack(backUrl)).toMatch(/^\/pay\/card-payment\/successful#status=/);
  });

  it('takes a SZÉP card through the second merchant account', async () => {
    const order = await onlineOrder('SZEP_CARD_ONLINE');
    expect(order.payment).toMatchObject({ currency: 'HUF_SZEP', merchant: fake.accounts.HUF_SZEP.merchant });
    await fake.complete(order.reference, 'FINISHED');
    expect(await orderRow(order.orderId)).toMatchObject({ payed: true, paymentStatus: 'PAID' });
  });

  it('charges the courier’s tip with the order, and refunds it with the order', async () => {
    const order = await onlineOrder('CREDIT_CARD_ONLINE', soup, 2, 700);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ tip: 700 });
    expect(order.payment?.total).toBe((row?.total ?? 0) + 700);
    expect(await fake.sendIpn(order.reference, 'FINISHED', { total: row?.total })).toBe(409);
    await fake.complete(order.reference, 'FINISHED');
    expect(await orderRow(order.orderId)).toMatchObject({ payed: true, paymentStatus: 'PAID' });
    const rejected = await s.app.inject({
      method: 'POST',
      url: `/api/order/${order.orderId}/reject`,
      headers: s.assistant.headers,
      payload: { reason: 'TOO_BUSY' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(fake.payments.get(order.reference)?.refunded).toBe((row?.total ?? 0) + 700);
  });

  it('takes a repeated IPN once: one confirmation, the same receipt', async () => {
    const order = await onlineOrder('CREDIT_CARD_ONLINE');
    const { ipnStatuses } = await fake.complete(order.reference, 'FINISHED', { ipnTimes: 2 });
    expect(ipnStatuses).toEqual([200, 200]);
    expect(fake.ipnAnswers.slice(-2).every((answer) => answer.receiptValid)).toBe(true);
    expect(await mailsTo(order.email, 'order-confirmation')).toHaveLength(1);
  });

  it('refuses a forged IPN, a wrong amount and another merchant’s IPN, and changes nothing', async () => {
    const order = await onlineOrder('CREDIT_CARD_ONLINE');
    expect(await fake.sendIpn(order.reference, 'FINISHED', { forgeSignature: true })).toBe(400);
    const total = (await orderRow(order.orderId))?.total ?? 0;
    expect(await fake.sendIpn(order.reference, 'FINISHED', { total: total - 1 })).toBe(409);
    const body = JSON.stringify({
      salt: 'c1ca1d0e9fc2323b3dda7cf145e36f5e',
      orderRef: order.reference,
      method: 'CARD',
      merchant: fake.accounts.HUF_SZEP.merchant,
      finishDate: '2026-11-20T12:01:00+01:00',
      paymentDate: '2026-11-20T12:00:30+01:00',
      transactionId: order.payment?.transactionId,
      status: 'FINISHED',
    });
    const otherMerchant = await s.app.inject({
      method: 'POST',
      url: '/api/payment/simplepay/ipn',
      payload: body,
      headers: {
        'content-type': 'application/json',
        signature: simplePaySignature(fake.accounts.HUF_SZEP.secretKey, body),
      },
    });
    expect(otherMerchant.statusCode).toBe(409);
    expect(otherMerchant.json()).toMatchObject({ errorType: 'CONFLICT', field: 'merchant' });
    expect(await orderRow(order.orderId)).toMatchObject({ payed: false, paymentStatus: 'REDIRECTED' });
    expect(await staffSee(order.orderId)).toBe(false);
  });

  it('leaves no order behind when SimplePay cannot start the payment (refused, down or silent): 503', async () => {
    for (const how of ['errorCodes', 'http500', 'badSignature'] as const) {
      fake.failNext('start', how);
      const body = guestOrderBody(soup, 1, { payment: 'CREDIT_CARD_ONLINE' });
      const answer = await s.app.inject({ method: 'POST', url: '/api/order/add', payload: body });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().errorType).toBe('SERVICE_UNAVAILABLE');
      expect(await db().select().from(orders).where(eq(orders.email, body.email))).toHaveLength(0);
    }
  });

  it('brings a guest who cancelled, timed out or was refused back to the cart and frees the order at once', async () => {
    const outcomes = [
      ['CANCELLED', 'CANCEL', 'cancelled'],
      ['TIMEOUT', 'TIMEOUT', 'timeout'],
      ['NOTAUTHORIZED', 'FAIL', 'failed'],
    ] as const;
    for (const [status, event, page] of outcomes) {
      const order = await onlineOrder('CREDIT_CARD_ONLINE');
      await fake.complete(order.reference, status, { ipn: false });
      expect(await goBack(fake.backUrl(order.reference, event))).toBe(`/cart?payment=${page}`);
      expect(await orderRow(order.orderId)).toMatchObject({ state: 'CANCELLED', paymentStatus: 'ABANDONED' });
      // The IPN that follows changes nothing.
      expect(await fake.sendIpn(order.reference, status)).toBe(200);
    }
  });

  it('sends a forged way back home and never marks an order paid for it', async () => {
    const order = await onlineOrder('CREDIT_CARD_ONLINE');
    expect(await goBack(fake.backUrl(order.reference, 'SUCCESS', { forgeSignature: true }))).toBe('/');
    expect(await goBack(fake.backUrl(order.reference, 'CANCEL', { forgeSignature: true }))).toBe('/');
    expect(await orderRow(order.orderId)).toMatchObject({ payed: false, paymentStatus: 'REDIRECTED' });
  });

  it('answers a replayed order with the same SimplePay page', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const body = guestOrderBody(soup, 1, { payment: 'CREDIT_CARD_ONLINE' });
    const place = () => s.app.inject({ method: 'POST', url: '/api/order/add', payload: body, headers });
    const first = (await place()).json();
    expect((await place()).json()).toMatchObject({ orderId: first.orderId, url: first.url });
  });
});

describe('money that goes back through SimplePay', () => {
  it('refunds a rejected paid order through SimplePay; a refund it cannot make is a 503 and changes nothing', async () => {
    const order = await onlineOrder('CREDIT_CARD_ONLINE');
    await fake.complete(order.reference, 'FINISHED');
    const reject = () =>
      s.app.inject({
        method: 'POST',
        url: `/api/order/${order.orderId}/reject`,
        headers: s.assistant.headers,
        payload: { reason: 'TOO_BUSY' },
      });
    fake.failNext('refund', 'http500');
    const failed = await reject();
    expect(failed.statusCode).toBe(503);
    expect(await orderRow(order.orderId)).toMatchObject({ state: 'NEW', payed: true, paymentStatus: 'PAID' });
    expect(fake.payments.get(order.reference)?.refunded).toBe(0);

    expect((await reject()).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({
      state: 'REJECTED',
      payed: false,
      paymentStatus: 'REFUNDED',
      refundReference: expect.stringMatching(/^sp_rf_\d+$/),
    });
    expect(fake.payments.get(order.reference)).toMatchObject({
      refunded: order.payment?.total,
      status: 'REFUND',
    });
  });
});

describe('a payment nobody finished', () => {
  it('gives the order up after 15 minutes, revives it for a late payment while its portions are free', async () => {
    const order = await onlineOrder('CREDIT_CARD_ONLINE');
    minutesLater(16);
    expect(
      await until(async () => (await orderRow(order.orderId))?.paymentStatus === 'ABANDONED', 5000),
    ).toBe(true);
    // SimplePay's page was told to time out at the same moment.
    expect(new Date(String(order.payment?.request.timeout)).getTime()).toBe(s.clock.now.getTime() - 60_000);

    await fake.complete(order.reference, 'FINISHED', { ipn: false });
    expect(await fake.sendIpn(order.reference, 'FINISHED')).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ state: 'NEW', payed: true, paymentStatus: 'PAID' });
    expect(await staffSee(order.orderId)).toBe(true);
    expect(await latePayments(order.orderId)).toMatchObject([{ note: 'REVIVED', payed: true }]);
  });

  it('refunds a late payment at once when its portions were sold meanwhile, and staff see it', async () => {
    const dish = await newStew(s.app, manager, 2);
    const order = await onlineOrder('CREDIT_CARD_ONLINE', dish, 2);
    // While the guest is on SimplePay's page, its portions are held.
    const cash = () =>
      s.app.inject({ method: 'POST', url: '/api/order/add', payload: guestOrderBody(dish, 2) });
    expect((await cash()).json().errorType).toBe('SOLD_OUT');
    minutesLater(16);
    expect(
      await until(async () => (await orderRow(order.orderId))?.paymentStatus === 'ABANDONED', 5000),
    ).toBe(true);
    expect((await cash()).statusCode).toBe(200);

    // The guest paid after all; the refund fails first: 503, nothing changes, and SimplePay repeats the IPN later.
    await fake.complete(order.reference, 'FINISHED', { ipn: false });
    fake.failNext('refund', 'http500');
    expect(await fake.sendIpn(order.reference, 'FINISHED')).toBe(503);
    expect(await orderRow(order.orderId)).toMatchObject({ state: 'CANCELLED', paymentStatus: 'ABANDONED' });
    expect(await fake.sendIpn(order.reference, 'FINISHED')).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({
      state: 'CANCELLED',
      payed: false,
      paymentStatus: 'REFUNDED',
    });
    expect(fake.payments.get(order.reference)?.refunded).toBe(order.payment?.total);
    expect(await latePayments(order.orderId)).toMatchObject([{ note: 'REFUNDED', payed: false }]);
    // A refunded order shows in the staff's list of all orders, with its refund.
    const all = await s.app.inject({ url: '/api/order/orders/2026-11-20', headers: manager });
    expect(all.json().orders.find((o: { id: number }) => o.id === order.orderId)).toMatchObject({
      state: 'CANCELLED',
      payed: false,
    });
  });

  it('asks SimplePay daily about payments whose IPN never came, and settles them', async () => {
    const order = await onlineOrder('SZEP_CARD_ONLINE');
    await fake.complete(order.reference, 'FINISHED', { ipn: false });
    minutesLater(31);
    expect(
      await until(async () => (await orderRow(order.orderId))?.paymentStatus === 'ABANDONED', 5000),
    ).toBe(true);
    // The next morning's check (04:00 in Budapest) finds it paid and revives the order.
    minutesLater(17 * 60);
    expect(await until(async () => (await orderRow(order.orderId))?.paymentStatus === 'PAID', 8000)).toBe(
      true,
    );
    expect(fake.requests.some((request) => request.path.endsWith('/v2/query'))).toBe(true);
    expect(await latePayments(order.orderId)).toHaveLength(1);
  });

  it('never logs a reference, a signature or the IPN', () => {
    const logged = logLines.join('\n');
    expect(logged).not.toMatch(/sp_[0-9a-f]{32}/);
    expect(logged).not.toContain(fake.accounts.HUF.secretKey);
    expect(logged).not.toContain('receiveDate');
  });
});
