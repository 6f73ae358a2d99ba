import type { Order } from '@konyha/domain/orders/order.schemas';
import { isRinging } from '@konyha/domain/orders/order-alerts';
import { defaultAlertSettings } from '@konyha/domain/orders/order-decisions';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { usePhoneApp } from '../../../test/phone-app.ts';
import { until } from '../../../test/stomp.ts';
import { mailOutbox, printJobs, scheduledJobs } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon: the kitchen is open (11:00–22:00).
const phone = usePhoneApp();
const minutes = (count: number) => count * 60_000;

const taken = async (payload: object) => {
  const response = await phone.take(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().orders[0] as Order;
};

describe('a phone order is priced as the web shop prices it', () => {
  it('gives the same total, VAT split, delivery and coupon as POST /order/calculate and a web order of the cart', async () => {
    const cart = { products: [{ id: phone.soup, quantity: 3 }], coupon: 'konyha10' };
    const calculated = await phone.app.inject({
      method: 'POST',
      url: '/api/order/calculate',
      payload: { ...cart, address: { zipCode: '1137' } },
    });
    const web = await phone.app.inject({ method: 'POST', url: '/api/order/add', payload: phone.body(cart) });
    expect(web.statusCode, web.body).toBe(200);
    const byPhone = await taken(phone.body(cart));

    const money = ({ originalPrice, discountedPrice, shippingCost, deposit, total, coupon }: Order) => ({
      ...{ originalPrice, discountedPrice, shippingCost, deposit, total, coupon },
    });
    expect(money(byPhone)).toEqual(calculated.json().orders[0]);
    expect(byPhone.coupon).toEqual({ code: 'KONYHA10', discount: 10 });
    const asWeb = await phone.seenByStaff(web.json().orderId);
    if (!asWeb) throw new Error('the web order is not on the staff list');
    const split = (order: Order) => ({
      money: money(order),
      vat: order.vat,
      shipping: [order.shippingVatRate, order.shippingCost],
      lines: order.products.map(({ price, quantity, vatRate, net, vat }) => ({
        price,
        quantity,
        vatRate,
        net,
        vat,
      })),
    });
    expect(split(byPhone)).toEqual(split(asWeb));
  });
});

describe('a shop assistant takes an order by phone', () => {
  it('shows it accepted by them with the ready time, never rings it, and queues its ticket and slip', async () => {
    const { staff } = phone;
    const order = await taken(phone.body());
    expect(order).toMatchObject({
      source: 'PHONE',
      takenBy: { id: staff.assistant.user.id, name: 'Pult Panni' },
      state: 'PREPARING',
      promisedAt: new Date(phone.clock.now.getTime() + minutes(30)).toISOString(),
    });
    expect(order.acknowledgedAt).not.toBeNull();
    expect(order.acceptedAt).not.toBeNull();

    const listed = await phone.seenByStaff(order.id);
    if (!listed) throw new Error('staff do not see the phone order');
    expect(isRinging(listed, defaultAlertSettings, phone.clock.now)).toBe(false);
    const timers = await phone.db.select().from(scheduledJobs).where(eq(scheduledJobs.orderId, order.id));
    expect(timers.map((timer) => timer.kind)).not.toContain('order-escalation');

    const jobs = await phone.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(jobs.map((job) => job.what).sort()).toEqual(['slip', 'ticket']);
    expect(await until(() => phone.printer.received.length >= 2, 5000)).toBe(true);

    const events = await phone.eventsOf(order.id);
    expect(events.map((event: { eventType: string }) => event.eventType)).toEqual([
      'ORDER_TAKEN',
      'ORDER_ACCEPTED',
    ]);
    expect(events[0]).toMatchObject({ user: { id: staff.assistant.user.id }, note: null });
    expect(events[1]).toMatchObject({ orderStateTo: 'PREPARING', promisedAt: order.promisedAt });
  });

  it('promises a pre-order for its slot and keeps it NEW until the kitchen starts it', async () => {
    const slot = instantOf('2026-11-20', '18:00').toISOString();
    const order = await taken(phone.body({ preOrderDate: slot, minutes: undefined }));
    expect(order).toMatchObject({ state: 'NEW', promisedAt: slot, preOrderDate: slot });
    const listed = await phone.seenByStaff(order.id);
    expect(listed && isRinging(listed, defaultAlertSettings, phone.clock.now)).toBe(false);
  });

  it('links the order to the registered customer named, and mails the account when staff give no e-mail', async () => {
    const customer = await createUser(phone.db);
    const order = await taken(phone.body({ userId: customer.id, email: undefined }));
    expect(order).toMatchObject({ userId: customer.id, email: customer.email });
    expect(await phone.mailsTo(customer.email, 'order-accepted')).toHaveLength(1);
    const unknown = await phone.take(phone.body({ userId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'userId' });
  });

  it('refuses "as soon as possible" while the kitchen is closed, and takes a pre-order then', async () => {
    phone.clock.now = instantOf('2026-11-20', '23:30');
    const asap = await phone.take(phone.body());
    expect(asap.statusCode).toBe(409);
    expect(asap.json().errorType).toBe('RESTAURANT_CLOSED');
    const tomorrow = instantOf('2026-11-21', '12:00').toISOString();
    expect((await phone.take(phone.body({ preOrderDate: tomorrow, minutes: undefined }))).statusCode).toBe(
      200,
    );
  });
});

describe('the guest’s mail of a phone order', () => {
  it('sends a guest with an e-mail exactly one mail: the acceptance with the ready time and the order page link', async () => {
    const body = phone.body();
    const order = await taken(body);
    const mail = await phone.smtp.mailTo(body.email);
    expect(mail.subject).toContain(`elfogadtuk a rendelésed (#${order.id})`);
    expect(mail.text).toContain('12:30');
    expect(mail.text).toMatch(/https:\/\/konyha\.example\/order-status\/\S+/);
    expect(await phone.mailsTo(body.email)).toHaveLength(1);
  });

  it('writes in the language the staff chose for the order', async () => {
    const body = phone.body({ language: 'en' });
    const order = await taken(body);
    expect(order.language).toBe('en');
    expect((await phone.smtp.mailTo(body.email)).subject).toContain('your order is accepted');
  });

  it('sends nothing to a guest who gave no e-mail', async () => {
    const before = (await phone.db.select().from(mailOutbox)).length;
    const order = await taken(phone.body({ email: undefined }));
    expect(order.email).toBe('');
    expect((await phone.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('what a phone order may not be', () => {
  it.each([
    ['without a phone number', { phone: undefined }, 'phone'],
    ['without a name', { name: undefined }, 'name'],
    ['with a ready time of 0 minutes', { minutes: 0 }, 'minutes'],
    ['"as soon as possible" without a ready time', { minutes: undefined }, 'minutes'],
    [
      'with a ready time in the past',
      { minutes: undefined, promisedAt: '2026-11-20T10:00:00.000Z' },
      'promisedAt',
    ],
    ['with a payment link for cash', { paymentLink: true }, 'paymentLink'],
    ['online without a payment link', { payment: 'CREDIT_CARD_ONLINE' }, 'paymentLink'],
    [
      'with a payment link and no e-mail',
      { payment: 'SZEP_CARD_ONLINE', paymentLink: true, email: undefined },
      'email',
    ],
    ['in cash with a note below the total', { payWith: 1000 }, 'payWith'],
  ])('is refused %s, naming the field', async (_, changes, field) => {
    const response = await phone.take(phone.body(changes));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
  });

  it('is taken by staff only: a customer gets 403, nobody logged in 401', async () => {
    expect((await phone.take(phone.body(), phone.staff.customer.headers)).statusCode).toBe(403);
    expect((await phone.take(phone.body(), {})).statusCode).toBe(401);
  });
});
