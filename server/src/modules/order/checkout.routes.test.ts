import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { instantOf } from '@konyha/domain/orders/schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp.ts';
import { coupons, orderLines, orders, products, settings } from '../../db/schema/index.ts';
import { onNewOrder } from '../../realtime/order-notifier.ts';

let t: TestApp;
let smtp: SmtpCapture;
let now = instantOf('2026-11-20', '12:00');
const announced: (number | null)[] = [];
const logLines: string[] = [];
let soup: { id: number; price: number };
let pickle: { id: number; price: number };
let emailSequence = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({
    // Every order here comes from one address; the limits have tests of their own (modules/abuse).
    env: { SMTP_URL: smtp.url, ORDER_RATE_LIMIT: '1000' },
    clock: () => now,
    logStream: { write: (l) => logLines.push(l) },
  });
  await onNewOrder(t.database, (id) => announced.push(id));
  const foods = await t.database.db.select().from(products).where(eq(products.orderable, true));
  const pick = (group: string) => foods.find((p) => p.group === group) ?? foods[0];
  soup = pick('SOUP') as typeof soup;
  pickle = pick('PICKLE') as typeof pickle;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  now = instantOf('2026-11-20', '12:00');
});

const guestEmail = () => `guest${++emailSequence}@example.com`;
const address = { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' };
const order = (changes: Record<string, unknown> = {}) => ({
  name: 'Vendég Vera',
  email: guestEmail(),
  phone: '+36 30 765 4321',
  address,
  products: [{ id: soup.id, quantity: 2 }],
  payment: 'CASH',
  ...changes,
});
const place = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order/add', payload, headers });
const calculate = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order/calculate', payload, headers });
const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 2000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('delivery and settings reads', () => {
  it('tells the minimum order value, the delivery estimate and whether ordering is on', async () => {
    expect((await t.app.inject({ url: '/api/min-order-value' })).json()).toBe(3000);
    expect((await t.app.inject({ url: '/api/order/estimated-shipping-time' })).json()).toBe(60);
    expect((await t.app.inject({ url: '/api/order/get-active-state' })).json()).toBe(true);
  });

  it('lists the zip codes with their costs, and the streets of one', async () => {
    const costs = (await t.app.inject({ url: '/api/shipping-cost/shipping-costs' })).json();
    expect(costs).toHaveLength(9);
    expect(costs[0]).toMatchObject({ zipCode: '1131', cost: expect.any(Number) });
    expect((await t.app.inject({ url: '/api/streets/1137' })).json()).toContain('Pozsonyi út');
    expect((await t.app.inject({ url: '/api/streets/1051' })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/streets/abc' })).json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'zipCode',
    });
  });
});

describe('POST /api/order/calculate', () => {
  it('prices from the database, ignoring prices the client sends', async () => {
    const response = await calculate({
      products: [
        { id: soup.id, quantity: 2, price: 1 },
        { id: pickle.id, quantity: 1, price: 1 },
      ],
    });
    const original = soup.price * 2 + pickle.price;
    expect(response.json().orders[0]).toEqual({
      coupon: null,
      originalPrice: original,
      discountedPrice: original,
      shippingCost: null,
      total: original,
    });
  });

  it('takes the coupon off (any letter case) and adds delivery for the zip code', async () => {
    const response = await calculate({
      products: [{ id: soup.id, quantity: 2 }],
      coupon: 'konyha10',
      address: { zipCode: '1137' },
    });
    const summary = response.json().orders[0];
    const original = soup.price * 2;
    expect(summary.coupon).toEqual({ code: 'KONYHA10', discount: 10 });
    expect(summary.discountedPrice).toBe(Math.round(original * 0.9));
    expect(summary.shippingCost).toBe(490);
    expect(summary.total).toBe(summary.discountedPrice + 490);
  });

  it('names unknown and inactive coupons', async () => {
    expect(
      (await calculate({ products: [{ id: soup.id, quantity: 1 }], coupon: 'NOPE' })).json().errorType,
    ).toBe('INVALID_COUPON');
    await t.database.db.insert(coupons).values({ code: 'SLEEPY', discount: 20, isActive: false });
    expect(
      (await calculate({ products: [{ id: soup.id, quantity: 1 }], coupon: 'sleepy' })).json().errorType,
    ).toBe('INACTIVE_COUPON');
  });

  it('refuses an unknown product and one that cannot be ordered, naming the line', async () => {
    const unknown = await calculate({
      products: [
        { id: soup.id, quantity: 1 },
        { id: 999999, quantity: 1 },
      ],
    });
    expect(unknown.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'products.1.id' });
    const [off] = await t.database.db.select().from(products).where(eq(products.orderable, false));
    const refused = await calculate({ products: [{ id: off?.id, quantity: 1 }] });
    expect(refused.json()).toMatchObject({ errorType: 'PRODUCT_NOT_ORDERABLE', field: 'products.0.id' });
  });
});

describe('POST /api/order/add', () => {
  it('places a guest cash order with a snapshot of the lines, mails it and tells the staff', async () => {
    const email = guestEmail();
    const before = smtp.received.length;
    const response = await place(
      order({ email, note: 'Kapucsengő 12', products: [{ id: soup.id, quantity: 2, price: 1 }] }),
    );
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      state: 'NEW',
      payed: false,
      payment: 'CASH',
      preOrderDate: null,
      originalPrice: soup.price * 2,
      shippingCost: 490,
    });
    expect(row?.total).toBe(soup.price * 2 + 490);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines).toMatchObject([{ productId: soup.id, unitPrice: soup.price, quantity: 2 }]);

    const mail = await smtp.mailTo(email, before);
    expect(mail.subject).toContain(`#${orderId}`);
    expect(mail.text).toContain('2 ×');
    expect(mail.text).toContain('Pozsonyi út 24.');
    expect(mail.text).toContain('készpénz');
    expect(await waitFor(() => announced.includes(orderId))).toBe(true);
  });

  it('keeps the pre-order time and writes the mail in English when asked', async () => {
    const email = guestEmail();
    const before = smtp.received.length;
    const preOrderDate = instantOf('2026-11-21', '18:00').toISOString();
    const response = await place(order({ email, preOrderDate, language: 'en', payment: 'CREDIT_CARD' }));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row?.preOrderDate?.toISOString()).toBe(preOrderDate);
    const mail = await smtp.mailTo(email, before);
    expect(mail.text).toContain('2026-11-21 18:00');
    expect(mail.text).toContain('card to the courier');
  });

  it('refuses when ordering is switched off as a business answer (409, logged at info), keeping nothing', async () => {
    await t.database.db.update(settings).set({ orderingActive: false });
    const email = guestEmail();
    const logged = logLines.length;
    try {
      const response = await place(order({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json().errorType).toBe('ORDER_OUT_OF_SERVICE');
      expect(await t.database.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
      const lines = logLines.slice(logged).map((line) => JSON.parse(line));
      expect(lines.find((line) => /ordering is switched off/.test(line.msg))?.level).toBe(30);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await t.database.db.update(settings).set({ orderingActive: true });
    }
  });

  it('takes "as soon as possible" only while the kitchen is open, pre-orders any time', async () => {
    now = instantOf('2026-11-20', '22:30');
    expect((await place(order())).json().errorType).toBe('RESTAURANT_CLOSED');
    const tomorrow = await place(order({ preOrderDate: instantOf('2026-11-21', '18:00').toISOString() }));
    expect(tomorrow.statusCode).toBe(200);
  });

  it('refuses a pre-order slot too soon, off the grid, or on 24 December', async () => {
    const tooSoon = await place(order({ preOrderDate: instantOf('2026-11-20', '13:30').toISOString() }));
    expect(tooSoon.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'preOrderDate' });
    const offGrid = await place(order({ preOrderDate: instantOf('2026-11-21', '18:05').toISOString() }));
    expect(offGrid.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'preOrderDate' });
    now = instantOf('2026-12-22', '12:00');
    const christmasEve = await place(order({ preOrderDate: instantOf('2026-12-24', '18:00').toISOString() }));
    expect(christmasEve.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'preOrderDate',
      message: expect.stringContaining('dayNotAllowed'),
    });
  });

  it('refuses an order below the minimum value after the coupon', async () => {
    const response = await place(order({ products: [{ id: pickle.id, quantity: 1 }] }));
    expect(response.json()).toMatchObject({ errorType: 'BELOW_MINIMUM_ORDER' });
  });

  it('refuses an address outside the delivery area and missing guest details, naming the field', async () => {
    expect((await place(order({ address: { ...address, zipCode: '1051' } }))).json().field).toBe(
      'address.zipCode',
    );
    expect((await place(order({ address: { ...address, street: 'Andrássy út 1.' } }))).json().field).toBe(
      'address.street',
    );
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
    const { user, headers } = await loggedInUser(t.app, t.database.db);
    const response = await place(order({ name: 'Someone Else', email: 'else@example.com' }), headers);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().orderId));
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
    expect(await t.database.db.select().from(orders).where(eq(orders.email, payload.email))).toHaveLength(1);
  });

  it('refuses the same key with a different order', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    expect((await place(order(), headers)).statusCode).toBe(200);
    const other = await place(order(), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().errorType).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('online card payment', () => {
  const card = (cardNumber: string) => ({
    cardNumber,
    expMonth: '12',
    expYear: '2029',
    cardHolderName: 'Vendég Vera',
    cvn: '123',
  });
  async function onlineOrder(cardNumber: string, changes: Record<string, unknown> = {}) {
    const key = (await t.app.inject({ url: '/api/crypto/publickey' })).json();
    const encryptedCardData = await encryptCard(card(cardNumber), key);
    return place(order({ payment: 'CREDIT_CARD_ONLINE', encryptedCardData, ...changes }));
  }

  it('marks an approved order paid and only then tells the staff', async () => {
    const response = await onlineOrder('4111111111111111');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBeUndefined();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row).toMatchObject({ payed: true, paymentStatus: 'PAID' });
    expect(await waitFor(() => announced.includes(row?.id ?? -1))).toBe(true);
  });

  it('answers TRANSACTION_REJECTED for a declined card and keeps no order', async () => {
    const email = guestEmail();
    const response = await onlineOrder('4000000000000002', { email });
    expect(response.statusCode).toBe(402);
    expect(response.json().errorType).toBe('TRANSACTION_REJECTED');
    expect(await t.database.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
  });

  it('sends the guest through 3-D Secure and back to the success page', async () => {
    const response = await onlineOrder('4000000000003220');
    const { orderId, url } = response.json();
    expect(url).toMatch(/\/api\/payment\/sandbox\/3ds\/sbx_/);
    const path = new URL(url).pathname;
    const page = await t.app.inject({ url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox Bank');
    const [pending] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(pending?.payed).toBe(false);
    expect(announced).not.toContain(orderId);

    const approved = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/pay/card-payment/successful');
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid?.payed).toBe(true);
    expect(await waitFor(() => announced.includes(orderId))).toBe(true);
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
