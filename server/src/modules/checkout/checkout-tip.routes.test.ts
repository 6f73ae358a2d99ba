import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestEmail, useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { tokenOf } from '../../../test/status-app.ts';
import { orders } from '../../db/schema/index.ts';

const checkout = useCheckoutApp();
const { order, place } = checkout;
let manager: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  manager = await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' });
});

const staffOrder = async (id: number): Promise<Order> => {
  const today = (await checkout.app.inject({ url: '/api/order/today', headers: manager.headers })).json();
  const found = today.orders.find((o: Order) => o.id === id);
  if (!found) throw new Error(`order ${id} not among today's`);
  return found;
};

/** Two soups of the seed menu delivered to 1137: the order's total without a tip. */
const untippedTotal = async () => {
  const placed = await place(order());
  return (await staffOrder(placed.json().orderId)).total;
};

describe('a tip for the courier', () => {
  it('is kept beside the order’s total, never in it, and shown to staff and the guest', async () => {
    const total = await untippedTotal();
    const email = guestEmail();
    const before = checkout.smtp.received.length;
    const response = await place(order({ tip: 550, email }));
    expect(response.statusCode).toBe(200);
    const { orderId, statusUrl } = response.json();
    const placed = await staffOrder(orderId);
    expect(placed).toMatchObject({ total, tip: 550 });
    // VAT is the restaurant's: the tip is in none of its rates.
    expect(placed.vat.reduce((sum, row) => sum + row.gross, 0) + placed.deposit).toBe(total);
    const status = await checkout.app.inject({ url: `/api/order-status/${tokenOf(statusUrl)}` });
    expect(status.json()).toMatchObject({ total, tip: 550 });
    // The confirmation mail lists it and what is paid in all.
    const { text } = await checkout.smtp.mailTo(email, before);
    expect(text).toContain('Borravaló a futárnak: 550\u00a0Ft');
    expect(text).toContain(`Fizetendő: ${formatForint(total + 550, 'hu')}`);
  });

  it('is none when the order names none', async () => {
    const { orderId } = (await place(order())).json();
    expect((await staffOrder(orderId)).tip).toBe(0);
  });

  it('asks the guest paying cash for a note that covers the total and the tip', async () => {
    const total = await untippedTotal();
    const short = await place(order({ tip: 500, payWith: total + 499 }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'payWith' });
    const enough = await place(order({ tip: 500, payWith: total + 500 }));
    expect(enough.statusCode).toBe(200);
  });

  it('refuses a tip that is not whole forints from 0 to 50 000, naming the field', async () => {
    for (const tip of [-1, 10.5, 50_001, '500']) {
      const refused = await place(order({ tip }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'tip' });
    }
    expect((await place(order({ tip: 50_000 }))).statusCode).toBe(200);
  });

  it('is charged on the card with the order: the issuer asks for the total and the tip', async () => {
    const total = await untippedTotal();
    const body = order({
      tip: 1000,
      language: 'en',
      payment: 'CREDIT_CARD_ONLINE',
      encryptedCardData: await checkout.challengeCard(),
    });
    const { orderId, url } = (await place(body)).json();
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ total, tip: 1000 });
    const page = (await checkout.app.inject({ url: new URL(url).pathname })).body;
    expect(page).toContain(formatForint(total + 1000, 'en').replace(/\u00a0Ft$/, ''));
  });
});
