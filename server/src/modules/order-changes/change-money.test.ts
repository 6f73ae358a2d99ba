import { doorMoney } from '@konyha/domain/orders/cash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../../test/decisions.ts';
import { moneyTestApp } from '../../../test/money-app.ts';
import { until } from '../../../test/stomp.ts';

let s: Awaited<ReturnType<typeof moneyTestApp>>;

beforeAll(async () => {
  s = await moneyTestApp({ simplePay: true });
});
afterAll(() => s.close());

const fake = () => {
  if (!s.fake) throw new Error('these tests run with the SimplePay fake');
  return s.fake;
};
const refundsOf = (reference: string) =>
  fake()
    .payments.get(reference)
    ?.refunds.map((r) => r.total);

describe('an order paid through SimplePay that staff make cheaper', () => {
  it('gets the difference back once, though two instances apply the same change at once (one gets 409)', async () => {
    const order = await s.paidOrder();
    const [a, b] = await Promise.all([
      s.change(s.app, order, { soups: 1 }),
      s.change(s.second, order, { soups: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = (a.statusCode === 200 ? a : b).json();
    expect(won.refund).toEqual({ amount: s.soup.price, reference: expect.stringMatching(/^sp_rf_\d+$/) });
    expect(won.orders[0].total).toBe(order.total - s.soup.price);
    expect(refundsOf(order.reference)).toEqual([s.soup.price]);

    // The same change sent again (the stale version) moves no money.
    expect((await s.change(s.second, order, { soups: 1 })).statusCode).toBe(409);
    expect(refundsOf(order.reference)).toEqual([s.soup.price]);
    expect(await s.adjustmentsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'REFUND', amount: s.soup.price, status: 'REFUNDED' }),
    ]);
  });

  it('fails the change with 503 when SimplePay refuses the refund, and nothing changes', async () => {
    const order = await s.paidOrder();
    fake().failNext('refund', 'errorCodes');
    const response = await s.change(s.app, order, { soups: 1 });
    expect(response.statusCode).toBe(503);
    expect(response.json().errorType).toBe('SERVICE_UNAVAILABLE');
    expect(await s.staffOrder(order.id)).toMatchObject({ total: order.total, version: order.version });
    expect(refundsOf(order.reference)).toEqual([]);
    expect(await s.adjustmentsOf(order.id)).toEqual([]);
  });

  it('refunds only what is left when the order is rejected later', async () => {
    const order = await s.paidOrder();
    const changed = await s.change(s.app, order, { soups: 1 });
    expect(changed.statusCode).toBe(200);
    const rejected = await decide(s.app, order.id, 'reject', { reason: 'TOO_BUSY' }, s.manager.headers);
    expect(rejected.statusCode).toBe(200);
    expect(refundsOf(order.reference)).toEqual([s.soup.price, order.total - s.soup.price]);
    expect(fake().payments.get(order.reference)).toMatchObject({ status: 'REFUND', refunded: order.total });
    expect(await s.orderRow(order.id)).toMatchObject({ paymentStatus: 'REFUNDED', payed: false });
  });
});

describe('an order paid through SimplePay that staff make dearer', () => {
  it('mails the guest one link to SimplePay’s page for the extra, and SimplePay’s IPN pays it', async () => {
    const order = await s.paidOrder();
    const response = await s.change(s.app, order, { soups: 2, pickles: 1 });
    expect(response.statusCode).toBe(200);
    const { paymentUrl, orders } = response.json();
    const [extra] = await s.adjustmentsOf(order.id);
    expect(extra).toMatchObject({ kind: 'EXTRA', amount: s.pickle.price, status: 'PENDING', paymentUrl });
    const payment = fake().payments.get(extra?.reference ?? '');
    expect(payment).toMatchObject({ total: s.pickle.price, customerEmail: order.email, currency: 'HUF' });
    expect(paymentUrl).toBe(`${fake().url.replace(/\/payment$/, '')}/pay/${payment?.transactionId}`);
    expect(orders[0]).toMatchObject({
      total: order.total + s.pickle.price,
      payed: true,
      extraDue: 0,
    });

    expect(await s.mailsTo(order.email, 'payment-link')).toHaveLength(1);
    const mail = await s.smtp.mailTo(order.email, 0, 'különbözet');
    expect(mail.text).toContain(paymentUrl);
    expect(mail.text).toContain('a futár kéri el');

    const { ipnStatuses } = await fake().complete(extra?.reference ?? '', 'FINISHED');
    expect(ipnStatuses).toEqual([200]);
    expect(await s.adjustmentsOf(order.id)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    // The order's own payment is untouched: still paid, its reference the same.
    expect(await s.orderRow(order.id)).toMatchObject({ paymentReference: order.reference, extraDue: 0 });

    // Rejected later, both payments go back in full.
    await decide(s.app, order.id, 'reject', { reason: 'TOO_BUSY' }, s.manager.headers);
    expect(refundsOf(order.reference)).toEqual([order.total]);
    expect(refundsOf(extra?.reference ?? '')).toEqual([s.pickle.price]);
  });

  it('voids an unpaid link when the order changes again: one new link for all that is owed', async () => {
    const order = await s.paidOrder();
    await s.change(s.app, order, { soups: 2, pickles: 1 });
    const { version } = await s.staffOrder(order.id);
    const again = await s.change(s.app, { id: order.id, version }, { soups: 2, pickles: 2 });
    expect(again.statusCode).toBe(200);
    const [first, second] = await s.adjustmentsOf(order.id);
    expect(first).toMatchObject({ status: 'ABANDONED', amount: s.pickle.price });
    expect(second).toMatchObject({
      status: 'PENDING',
      amount: 2 * s.pickle.price,
      paymentUrl: again.json().paymentUrl,
    });
    expect(await s.mailsTo(order.email, 'payment-link')).toHaveLength(2);

    // The voided link paid after all goes straight back; the new one pays the extra.
    await fake().complete(first?.reference ?? '', 'FINISHED');
    expect(refundsOf(first?.reference ?? '')).toEqual([s.pickle.price]);
    await fake().complete(second?.reference ?? '', 'FINISHED');
    expect((await s.adjustmentsOf(order.id)).map((move) => move.status)).toEqual(['REFUNDED', 'PAID']);
  });

  it('lets the courier collect the extra at the door when staff say so: no link, no mail', async () => {
    const order = await s.paidOrder();
    const response = await s.change(s.app, order, { soups: 2, pickles: 1 }, { collectAtDoor: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentUrl).toBeUndefined();
    expect(response.json().orders[0]).toMatchObject({ payed: true, extraDue: s.pickle.price });
    expect(await s.mailsTo(order.email, 'payment-link')).toHaveLength(0);
    // The courier's card and the bag slip collect it (doorMoney of the order as staff see it).
    expect(doorMoney(await s.staffOrder(order.id))).toEqual({
      paid: false,
      collect: s.pickle.price,
      change: null,
    });

    // Made cheaper again, the courier collects less before any money goes back.
    const now = await s.staffOrder(order.id);
    const cheaper = await s.change(s.app, { id: order.id, version: now.version }, { soups: 1 });
    expect(cheaper.json().refund).toEqual({ amount: s.soup.price, reference: expect.any(String) });
    expect(cheaper.json().orders[0].extraDue).toBe(0);
    expect(refundsOf(order.reference)).toEqual([s.soup.price]);
  });

  it('counts an extra SimplePay took whose IPN never came as paid when it lapses: the courier collects nothing', async () => {
    const order = await s.paidOrder();
    await s.change(s.app, order, { soups: 2, pickles: 1 });
    const [extra] = await s.adjustmentsOf(order.id);
    await fake().complete(extra?.reference ?? '', 'FINISHED', { ipn: false });
    s.clock.now = new Date(s.clock.now.getTime() + 16 * 60_000);
    expect(await until(async () => (await s.adjustmentsOf(order.id))[0]?.status === 'PAID', 5000)).toBe(true);
    expect((await s.orderRow(order.id)).extraDue).toBe(0);
  });

  it('hands an extra not paid in time to the courier, and refunds it if it is paid after all', async () => {
    const order = await s.paidOrder();
    const response = await s.change(s.app, order, { soups: 2, pickles: 1 });
    const [extra] = await s.adjustmentsOf(order.id);
    expect(response.json().paymentUrl).toBe(extra?.paymentUrl);
    s.clock.now = new Date(s.clock.now.getTime() + 31 * 60_000);
    expect(await until(async () => (await s.orderRow(order.id)).extraDue === s.pickle.price, 5000)).toBe(
      true,
    );
    expect(await s.adjustmentsOf(order.id)).toEqual([expect.objectContaining({ status: 'ABANDONED' })]);

    await fake().complete(extra?.reference ?? '', 'FINISHED');
    expect(refundsOf(extra?.reference ?? '')).toEqual([s.pickle.price]);
    expect(await s.adjustmentsOf(order.id)).toEqual([expect.objectContaining({ status: 'REFUNDED' })]);
    expect((await s.orderRow(order.id)).extraDue).toBe(s.pickle.price);
  });
});
