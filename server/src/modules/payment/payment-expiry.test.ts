import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { soupId } from '../../../test/decisions.ts';
import { newStew } from '../../../test/dishes.ts';
import { eventually } from '../../../test/eventually.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { useInstances } from '../../../test/instances.ts';
import { until } from '../../../test/stomp.ts';
import { mailOutbox, orders } from '../../db/schema/index.ts';

// One clock for every instance here, on Friday 20 November 2026 (open 11:00–22:00); tests move it and wait for the
// timers' next look (every instance looks every second).
let now = instantOf('2026-11-20', '12:00');
const clock = () => now;
const at = (time: string) => {
  now = instantOf('2026-11-20', time);
};
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
/** Longer than the timers take to look once more: a timer that is not due has had its chance to fire wrongly. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

let manager: Awaited<ReturnType<typeof loggedInUser>>;
let soup: number;

const shop = useInstances(clock, async ({ app }) => {
  manager = await loggedInUser(app, shop.database.db, { role: 'MANAGER' });
  soup = await soupId(shop.database.db);
});

const db = () => shop.database.db;
const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const stateSoon = (id: number, state: string) => until(async () => (await rowOf(id))?.state === state, 5000);

const portionsLeft = async (app: FastifyInstance, id: number) =>
  (await app.inject({ url: '/api/product/foods' })).json().products.find((p: { id: number }) => p.id === id)
    ?.portionsLeft as number | null;
/** What guests see, once the instance has heard of the change (a NOTIFY). */
const portionsLeftSoon = (app: FastifyInstance, id: number, expected: number) =>
  eventually(
    () => portionsLeft(app, id),
    (left) => left === expected,
  );

const place = (app: FastifyInstance, body: object) =>
  app.inject({ method: 'POST', url: '/api/order/add', payload: body });

/** A guest's card order that the sandbox bank sends to its 3-D Secure page (the card 4000 0000 0000 3220). */
async function challengedOrder(app: FastifyInstance, productId: number, quantity: number, changes = {}) {
  const key = (await app.inject({ url: '/api/crypto/publickey' })).json();
  const encryptedCardData = await encryptCard(
    { cardNumber: '4000000000003220', expMonth: '12', expYear: '2029', cardHolderName: 'V V', cvn: '123' },
    key,
  );
  const body = guestOrderBody(productId, quantity, {
    payment: 'CREDIT_CARD_ONLINE',
    encryptedCardData,
    ...changes,
  });
  const answer = await place(app, body);
  expect(answer.statusCode).toBe(200);
  const { orderId, url } = answer.json();
  expect(url).toMatch(/\/api\/payment\/sandbox\/3ds\/sbx_/);
  expect(await rowOf(orderId)).toMatchObject({ state: 'NEW', paymentStatus: 'CHALLENGE' });
  return { id: orderId as number, email: body.email, page: new URL(url).pathname };
}

/** A guest's SZÉP card order, waiting on the sandbox provider's page. */
async function szepOrder(productId: number, quantity: number) {
  const body = guestOrderBody(productId, quantity, { payment: 'SZEP_CARD_ONLINE' });
  const answer = await place(shop.app, body);
  expect(answer.statusCode).toBe(200);
  const { orderId } = answer.json();
  expect(await rowOf(orderId)).toMatchObject({ state: 'NEW', paymentStatus: 'REDIRECTED' });
  return { id: orderId as number, email: body.email };
}

const givenUp = {
  state: 'CANCELLED',
  payed: false,
  paymentStatus: 'ABANDONED',
  rejectionReason: 'PAYMENT_NOT_COMPLETED',
};
const mailsTo = (email: string) =>
  shop.smtp.received.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address === email);
const outboxOf = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const cancellationsOf = async (app: FastifyInstance, id: number) =>
  (await app.inject({ url: '/api/event/2026-11-20', headers: manager.headers }))
    .json()
    .filter(
      (e: { order: { id: number } | null; eventType: string }) =>
        e.order?.id === id && e.eventType === 'ORDER_CANCELLED',
    );
/** The order is given up in time: cancelled, unpaid, its payment abandoned. */
const givenUpSoon = async (id: number) => {
  expect(await stateSoon(id, 'CANCELLED')).toBe(true);
  expect(await rowOf(id)).toMatchObject(givenUp);
};
/** Once every instance had its chance to fire the timer again: one mail, one cancellation in the event log. */
const toldOnce = async (app: FastifyInstance, order: { id: number; email: string }) => {
  await shop.smtp.mailTo(order.email);
  await settle();
  expect(await outboxOf(order.email)).toHaveLength(1);
  expect(await cancellationsOf(app, order.id)).toHaveLength(1);
};
const setPayments = (changes: object) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/settings/payments',
    headers: manager.headers,
    payload: {
      methods: ['CASH', 'CREDIT_CARD', 'SZEP_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'],
      cardPaymentMinutes: 15,
      szepPaymentMinutes: 30,
      ...changes,
    },
  });

describe('a card payment its guest walks away from at the 3-D Secure page', () => {
  it('holds the portions and the coupon for 15 minutes, then cancels the order, frees them and mails the guest once', async () => {
    at('12:00');
    const stew = await newStew(shop.app, manager.headers, 2);
    const order = await challengedOrder(shop.app, stew, 2, { coupon: 'KONYHA10' });

    // Meanwhile the portions are taken, and the guest's coupon is spent.
    expect(await portionsLeftSoon(shop.app, stew, 0)).toBe(0);
    const cashGuest = await place(shop.app, guestOrderBody(stew, 1));
    expect(cashGuest.statusCode).toBe(409);
    expect(cashGuest.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
    const couponAgain = await place(
      shop.app,
      guestOrderBody(soup, 2, { email: order.email, coupon: 'KONYHA10' }),
    );
    expect(couponAgain.json().errorType).toBe('USED_COUPON');

    minutesLater(14);
    await settle();
    expect(await rowOf(order.id)).toMatchObject({ state: 'NEW', paymentStatus: 'CHALLENGE' });
    expect((await shop.app.inject({ url: order.page })).body).toContain('Sandbox Bank');

    minutesLater(2);
    await givenUpSoon(order.id);
    const mail = await shop.smtp.mailTo(order.email);
    expect(mail.subject).toContain('lemondtuk');
    expect(mail.text).toContain('az online fizetés nem fejeződött be');
    await settle();
    expect(mailsTo(order.email)).toHaveLength(1);

    // What it held is free again: the portions for the next guest, the coupon for this one.
    expect(await portionsLeftSoon(shop.app, stew, 2)).toBe(2);
    const next = await place(shop.app, guestOrderBody(stew, 2));
    expect(next.statusCode).toBe(200);
    const withCoupon = await place(
      shop.app,
      guestOrderBody(soup, 2, { email: order.email, coupon: 'KONYHA10' }),
    );
    expect(withCoupon.statusCode).toBe(200);

    // The bank's page is over: a late approval pays nothing.
    const late = await shop.app.inject({
      method: 'POST',
      url: order.page,
      payload: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.statusCode).toBe(303);
    expect(String(late.headers.location)).not.toContain('/pay/card-payment/successful');
    expect(await rowOf(order.id)).toMatchObject(givenUp);
  });
});

describe('the expiry with two instances on one database', () => {
  it('gives each waiting payment up exactly once: one mail, one cancellation in the event log', async () => {
    at('13:00');
    const second = await shop.another();
    try {
      const stew = await newStew(shop.app, manager.headers, 8);
      const waiting = [];
      for (let i = 0; i < 4; i++) waiting.push(await challengedOrder(i % 2 ? shop.app : second.app, stew, 2));
      expect(await portionsLeftSoon(second.app, stew, 0)).toBe(0);
      expect((await place(second.app, guestOrderBody(stew, 1))).json().errorType).toBe('SOLD_OUT');

      minutesLater(16);
      for (const order of waiting) expect(await stateSoon(order.id, 'CANCELLED')).toBe(true);
      for (const order of waiting) await shop.smtp.mailTo(order.email);
      // Both instances had their chance to fire each timer again.
      await settle();
      for (const order of waiting) {
        expect(await rowOf(order.id)).toMatchObject(givenUp);
        const outbox = await outboxOf(order.email);
        expect(outbox.map((mail) => mail.kind)).toEqual(['order-refused']);
        expect(mailsTo(order.email)).toHaveLength(1);
        expect(await cancellationsOf(second.app, order.id)).toMatchObject([
          { user: null, reason: 'PAYMENT_NOT_COMPLETED' },
        ]);
      }
      expect(await portionsLeftSoon(shop.app, stew, 8)).toBe(8);
      expect(await portionsLeftSoon(second.app, stew, 8)).toBe(8);
    } finally {
      await second.close();
    }
  });

  it('is given up by the other instance when the one that took the order stops before it is due', async () => {
    at('13:30');
    const second = await shop.another();
    const order = await challengedOrder(second.app, soup, 2);
    minutesLater(10);
    await second.close();
    minutesLater(6);
    await givenUpSoon(order.id);
    await toldOnce(shop.app, order);
  });

  it('is given up at start when it fell due while no server ran', async () => {
    at('14:00');
    const order = await challengedOrder(shop.app, soup, 2);
    await shop.stop();
    minutesLater(20);
    await shop.restart();
    await givenUpSoon(order.id);
    await toldOnce(shop.app, order);
  });
});

describe('how long an online payment may wait', () => {
  it('gives a SZÉP card payment 30 minutes, and 10 once a manager sets 10', async () => {
    at('15:00');
    const stew = await newStew(shop.app, manager.headers, 2);
    const first = await szepOrder(stew, 2);
    minutesLater(29);
    await settle();
    expect(await rowOf(first.id)).toMatchObject({ state: 'NEW', paymentStatus: 'REDIRECTED' });
    minutesLater(2);
    await givenUpSoon(first.id);
    expect((await shop.smtp.mailTo(first.email)).text).toContain('az online fizetés nem fejeződött be');
    expect(await portionsLeftSoon(shop.app, stew, 2)).toBe(2);

    expect((await setPayments({ szepPaymentMinutes: 10 })).statusCode).toBe(200);
    try {
      const second = await szepOrder(stew, 2);
      expect((await place(shop.app, guestOrderBody(stew, 1))).json().errorType).toBe('SOLD_OUT');
      minutesLater(9);
      await settle();
      expect(await rowOf(second.id)).toMatchObject({ state: 'NEW', paymentStatus: 'REDIRECTED' });
      minutesLater(2);
      await givenUpSoon(second.id);
      expect(await portionsLeftSoon(shop.app, stew, 2)).toBe(2);
    } finally {
      await setPayments({});
    }
  });

  it('gives a card payment at the 3-D Secure page the card minutes a manager sets', async () => {
    at('16:00');
    expect((await setPayments({ cardPaymentMinutes: 5 })).statusCode).toBe(200);
    try {
      const order = await challengedOrder(shop.app, soup, 2);
      minutesLater(4);
      await settle();
      expect(await rowOf(order.id)).toMatchObject({ state: 'NEW', paymentStatus: 'CHALLENGE' });
      minutesLater(2);
      await givenUpSoon(order.id);
    } finally {
      await setPayments({});
    }
  });
});
