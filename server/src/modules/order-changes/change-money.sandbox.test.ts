import { formatForint } from '@konyha/domain/common/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTestApp } from '../../../test/money-app.ts';

let s: Awaited<ReturnType<typeof moneyTestApp>>;

beforeAll(async () => {
  s = await moneyTestApp({ simplePay: false });
});
afterAll(() => s.close());

const sandboxPage = (reference: string, decision: 'pay' | 'cancel') =>
  s.app.inject({
    method: 'POST',
    url: `/api/payment/hosted/${reference}`,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Where the provider's page sends the guest back to, followed once (Konyha's redirect onwards). */
const follow = (location: unknown) => {
  const url = new URL(String(location));
  return s.app.inject({ url: url.pathname + url.search });
};

describe('a SZÉP card order paid on the sandbox provider’s page that staff change', () => {
  it('made dearer: the guest pays the extra on the provider’s page and returns to the order', async () => {
    const order = await s.paidOrder('SZEP_CARD_ONLINE');
    const response = await s.change(s.app, order, { soups: 2, pickles: 1 });
    const { paymentUrl } = response.json();
    const [extra] = await s.adjustmentsOf(order.id);
    const reference = extra?.reference ?? '';
    expect(paymentUrl).toMatch(new RegExp(`/api/payment/hosted/${reference}$`));
    const page = await s.app.inject({ url: new URL(paymentUrl).pathname });
    expect(page.body).toContain(`<strong>${formatForint(s.pickle.price, 'hu')}</strong>`);

    const { version } = await s.staffOrder(order.id);
    const paid = await sandboxPage(reference, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(await s.adjustmentsOf(order.id)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    // The guest's open order page and the staff screens follow: the order's version grew.
    expect((await s.staffOrder(order.id)).version).toBeGreaterThan(version as number);
    const back = await follow(paid.headers.location);
    expect(String(back.headers.location)).toMatch(/^\/pay\/card-payment\/successful#status=/);
  });

  it('made dearer and the guest cancels on the page: the courier collects the extra, the order stands', async () => {
    const order = await s.paidOrder('SZEP_CARD_ONLINE');
    await s.change(s.app, order, { soups: 2, pickles: 1 });
    const [extra] = await s.adjustmentsOf(order.id);
    const cancelled = await sandboxPage(extra?.reference ?? '', 'cancel');
    const answer = await follow(cancelled.headers.location);
    expect(String(answer.headers.location)).toMatch(/^\/pay\/card-payment\/successful#status=/);
    expect(await s.staffOrder(order.id)).toMatchObject({
      extraDue: s.pickle.price,
      payed: true,
      state: 'NEW',
    });
  });

  it('made cheaper: the sandbox refunds the difference, and a rejection the rest', async () => {
    const order = await s.paidOrder('SZEP_CARD_ONLINE');
    const changed = await s.change(s.app, order, { soups: 1 });
    expect(changed.json().refund).toEqual({
      amount: s.soup.price,
      reference: expect.stringMatching(/^hp_rf_[0-9a-f]{32}$/),
    });
    await s.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/reject`,
      payload: { reason: 'TOO_BUSY' },
      headers: s.manager.headers,
    });
    const row = await s.orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'REFUNDED', payed: false });
    // The rest has a refund of its own, not the change's again.
    expect(row.refundReference).toMatch(/^hp_rf_/);
    expect(row.refundReference).not.toBe(changed.json().refund.reference);
  });
});
