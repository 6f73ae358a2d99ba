import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverableAddress, guestEmail, useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { orderLines, orders, settings } from '../../db/schema/index.ts';

const checkout = useCheckoutApp();
const { order, place, logLines } = checkout;

describe('POST /api/order/add', () => {
  it('places a guest cash order with a snapshot of the lines, mails it and tells the staff', async () => {
    const email = guestEmail();
    const before = checkout.smtp.received.length;
    const response = await place(
      order({
        email,
        note: 'Kapucsengő 12',
        products: [{ id: checkout.dishes.soup.id, quantity: 2, price: 1 }],
      }),
    );
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json();
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      state: 'NEW',
      payed: false,
      payment: 'CASH',
      preOrderDate: null,
      originalPrice: checkout.dishes.soup.price * 2,
      shippingCost: 490,
    });
    expect(row?.total).toBe(checkout.dishes.soup.price * 2 + 490);
    const lines = await checkout.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines).toMatchObject([
      { productId: checkout.dishes.soup.id, unitPrice: checkout.dishes.soup.price, quantity: 2 },
    ]);

    const mail = await checkout.smtp.mailTo(email, before);
    expect(mail.subject).toContain(`#${orderId}`);
    expect(mail.text).toContain('2 ×');
    expect(mail.text).toContain('Pozsonyi út 24.');
    expect(mail.text).toContain('készpénz');
    expect(await checkout.announcedSoon(orderId)).toBe(true);
  });

  it('keeps the pre-order time and writes the mail in English when asked', async () => {
    const email = guestEmail();
    const before = checkout.smtp.received.length;
    const preOrderDate = instantOf('2026-11-21', '18:00').toISOString();
    const response = await place(order({ email, preOrderDate, language: 'en', payment: 'CREDIT_CARD' }));
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row?.preOrderDate?.toISOString()).toBe(preOrderDate);
    const mail = await checkout.smtp.mailTo(email, before);
    expect(mail.text).toContain('2026-11-21 18:00');
    expect(mail.text).toContain('card to the courier');
  });

  it('refuses when ordering is switched off as a business answer (409, logged at info), keeping nothing', async () => {
    await checkout.db.update(settings).set({ orderingActive: false });
    const email = guestEmail();
    const logged = logLines.length;
    try {
      const response = await place(order({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json().errorType).toBe('ORDER_OUT_OF_SERVICE');
      expect(await checkout.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
      const lines = logLines.slice(logged).map((line) => JSON.parse(line));
      expect(lines.find((line) => /ordering is switched off/.test(line.msg))?.level).toBe(30);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await checkout.db.update(settings).set({ orderingActive: true });
    }
  });

  it("answers a request's first problem, though its checks read side by side", async () => {
    // A method not taken comes before the closed shop, the closed shop before the guest's missing name.
    await checkout.db.update(settings).set({ orderingActive: false, paymentMethods: ['CREDIT_CARD'] });
    try {
      const all = await place(order({ name: undefined, payment: 'CASH' }));
      expect(all.json()).toMatchObject({ errorType: 'PAYMENT_METHOD_UNAVAILABLE', field: 'payment' });
      const closedAndNameless = await place(order({ name: undefined, payment: 'CREDIT_CARD' }));
      expect(closedAndNameless.json().errorType).toBe('ORDER_OUT_OF_SERVICE');
      await checkout.db.update(settings).set({ orderingActive: true });
      const nameless = await place(order({ name: undefined, payment: 'CREDIT_CARD' }));
      expect(nameless.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'name' });
    } finally {
      await checkout.db.update(settings).set({ orderingActive: true, paymentMethods: null });
    }
  });

  it('takes "as soon as possible" only while the kitchen is open, pre-orders any time', async () => {
    checkout.clock.now = instantOf('2026-11-20', '22:30');
    expect((await place(order())).json().errorType).toBe('RESTAURANT_CLOSED');
    const tomorrow = await place(order({ preOrderDate: instantOf('2026-11-21', '18:00').toISOString() }));
    expect(tomorrow.statusCode).toBe(200);
  });

  it('refuses a pre-order slot too soon, off the grid, or on 24 December', async () => {
    const tooSoon = await place(order({ preOrderDate: instantOf('2026-11-20', '13:30').toISOString() }));
    expect(tooSoon.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'preOrderDate' });
    const offGrid = await place(order({ preOrderDate: instantOf('2026-11-21', '18:05').toISOString() }));
    expect(offGrid.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'preOrderDate' });
    checkout.clock.now = instantOf('2026-12-22', '12:00');
    const christmasEve = await place(order({ preOrderDate: instantOf('2026-12-24', '18:00').toISOString() }));
    expect(christmasEve.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'preOrderDate',
      message: expect.stringContaining('dayNotAllowed'),
    });
  });

  it('refuses an order below the minimum value after the coupon', async () => {
    const response = await place(order({ products: [{ id: checkout.dishes.pickle.id, quantity: 1 }] }));
    expect(response.json()).toMatchObject({ errorType: 'BELOW_MINIMUM_ORDER' });
  });

  it('refuses an address outside the delivery area and missing guest details, naming the field', async () => {
    expect((await place(order({ address: { ...deliverableAddress, zipCode: '1051' } }))).json().field).toBe(
      'address.zipCode',
    );
    expect(
      (await place(order({ address: { ...deliverableAddress, street: 'Andrássy út 1.' } }))).json().field,
    ).toBe('address.street');
    expect((await place(order({ email: undefined }))).json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'email',
    });
    expect((await place(order({ payment: 'BITCOIN' }))).json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'payment',
    });
  });

  it('uses the account’s name, e-mail and phone for a logged-in customer', async () => {
    const { user, headers } = await loggedInUser(checkout.app, checkout.db);
    const response = await place(order({ name: 'Someone Else', email: 'else@example.com' }), headers);
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row).toMatchObject({ userId: user.id, name: user.name, email: user.email });
  });
});

describe('idempotency', () => {
  it('makes one order from the same key sent 20 times at once, answering each with it', async () => {
    const payload = order();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(payload, headers)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const ids = new Set(responses.map((r) => r.json().orderId));
    expect(ids.size).toBe(1);
    expect(await checkout.db.select().from(orders).where(eq(orders.email, payload.email))).toHaveLength(1);
  });

  it('refuses the same key with a different order', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    expect((await place(order(), headers)).statusCode).toBe(200);
    const other = await place(order(), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().errorType).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
