import { orderStatusSchema } from '@konyha/domain/orders/order-status.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTestApp } from '../../../test/money-app.ts';
import { tokenOf } from '../../../test/status-app.ts';

let s: Awaited<ReturnType<typeof moneyTestApp>>;

beforeAll(async () => {
  s = await moneyTestApp({ simplePay: false });
});
afterAll(() => s.close());

/** The guest's order page answer, through a link staff fetch for the order (as the profile's history does). */
async function statusOf(orderId: number) {
  const link = await s.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/status-link`,
    headers: s.manager.headers,
  });
  const response = await s.app.inject({ url: `/api/order-status/${tokenOf(link.json().statusUrl)}` });
  expect(response.statusCode).toBe(200);
  return orderStatusSchema.parse(response.json());
}

describe('the guest’s order page after the restaurant changed a paid online order', () => {
  it('before any change: nothing changed, nothing refunded, nothing to pay', async () => {
    const order = await s.paidOrder('SZEP_CARD_ONLINE');
    expect(await statusOf(order.id)).toMatchObject({
      changedAt: null,
      refundedAmount: 0,
      extraPayment: null,
      extraDue: 0,
    });
  });

  it('made cheaper: says when it changed and how much went back to the guest’s payment, and names no staff', async () => {
    const order = await s.paidOrder('SZEP_CARD_ONLINE');
    expect((await s.change(s.app, order, { soups: 1 })).statusCode).toBe(200);
    const status = await statusOf(order.id);
    expect(status).toMatchObject({
      changedAt: s.clock.now.toISOString(),
      refundedAmount: s.soup.price,
      refunded: false,
      extraPayment: null,
      total: order.total - s.soup.price,
    });
    expect(JSON.stringify(status)).not.toContain('Menedzser Marci');
  });

  it('made dearer: offers the extra’s payment page; once paid back in full, all of it counts as refunded', async () => {
    const order = await s.paidOrder('SZEP_CARD_ONLINE');
    const changed = await s.change(s.app, order, { soups: 2, pickles: 1 });
    expect(await statusOf(order.id)).toMatchObject({
      changedAt: s.clock.now.toISOString(),
      refundedAmount: 0,
      extraPayment: { amount: s.pickle.price, url: changed.json().paymentUrl },
    });

    await s.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/reject`,
      payload: { reason: 'TOO_BUSY' },
      headers: s.manager.headers,
    });
    expect(await statusOf(order.id)).toMatchObject({
      refunded: true,
      refundedAmount: order.total,
      extraPayment: null,
    });
  });
});
