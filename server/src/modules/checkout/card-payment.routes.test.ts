import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestEmail, useCheckoutApp } from '../../../test/checkout-app.ts';
import { orders } from '../../db/schema/index.ts';

const checkout = useCheckoutApp();
const { order, place, announced, logLines } = checkout;

describe('online card payment', () => {
  const card = (cardNumber: string) => ({
    cardNumber,
    expMonth: '12',
    expYear: '2029',
    cardHolderName: 'Vendég Vera',
    cvn: '123',
  });
  async function onlineOrder(cardNumber: string, changes: Record<string, unknown> = {}) {
    const key = (await checkout.app.inject({ url: '/api/crypto/publickey' })).json();
    const encryptedCardData = await encryptCard(card(cardNumber), key);
    return place(order({ payment: 'CREDIT_CARD_ONLINE', encryptedCardData, ...changes }));
  }

  it('marks an approved order paid and only then tells the staff', async () => {
    const response = await onlineOrder('4111111111111111');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBeUndefined();
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row).toMatchObject({ payed: true, paymentStatus: 'PAID' });
    expect(await checkout.announcedSoon(row?.id ?? -1)).toBe(true);
  });

  it('answers TRANSACTION_REJECTED for a declined card and keeps no order', async () => {
    const email = guestEmail();
    const response = await onlineOrder('4000000000000002', { email });
    expect(response.statusCode).toBe(402);
    expect(response.json().errorType).toBe('TRANSACTION_REJECTED');
    expect(await checkout.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
  });

  it('sends the guest through 3-D Secure and back to the success page', async () => {
    const response = await onlineOrder('4000000000003220');
    const { orderId, url } = response.json();
    expect(url).toMatch(/\/api\/payment\/sandbox\/3ds\/sbx_/);
    const path = new URL(url).pathname;
    const page = await checkout.app.inject({ url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox Bank');
    const [pending] = await checkout.db.select().from(orders).where(eq(orders.id, orderId));
    expect(pending?.payed).toBe(false);
    expect(announced).not.toContain(orderId);

    const approved = await checkout.app.inject({
      method: 'POST',
      url: path,
      payload: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.statusCode).toBe(303);
    const back = new URL(String(approved.headers.location), 'http://localhost');
    expect(back.pathname).toBe('/pay/card-payment/successful');
    const [paid] = await checkout.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid?.payed).toBe(true);
    expect(await checkout.announcedSoon(orderId)).toBe(true);
    // The success page gets the order's status link in the fragment, and it opens the paid order.
    const token = new URLSearchParams(back.hash.slice(1)).get('status');
    const status = await checkout.app.inject({ url: `/api/order-status/${token}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ number: orderId, payed: true });
  });

  it('refuses card data that is not encrypted with our key or fails the card rules', async () => {
    const garbage = await place(
      order({
        payment: 'CREDIT_CARD_ONLINE',
        encryptedCardData: { userId: 'x'.repeat(36), payload: 'AAAA', encAesKey: 'AAAA' },
      }),
    );
    expect(garbage.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'encryptedCardData' });
    const short = await onlineOrder('4111111');
    expect(short.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'card.cardNumber',
      message: expect.stringContaining('cardNumberTooShort'),
    });
    expect((await place(order({ payment: 'CREDIT_CARD_ONLINE' }))).json().field).toBe('encryptedCardData');
  });

  it('never writes the card number to a log line', () => {
    expect(logLines.join('\n')).not.toContain('4111111111111111');
  });
});
