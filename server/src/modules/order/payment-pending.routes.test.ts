import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../../test/decisions.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { paidCard, statusTestApp } from '../../../test/status-app.ts';
import { eventLog, orders, serverSecrets } from '../../db/schema/index.ts';
import { signBody } from '../payment/hosted-gateway.ts';

// The status app's clock: Friday 20 November 2026, noon; the sandbox bank takes the online payments.
let s: Awaited<ReturnType<typeof statusTestApp>>;
let manager: Awaited<ReturnType<typeof loggedInUser>>;
let hostedSecret: string;

beforeAll(async () => {
  s = await statusTestApp();
  manager = await loggedInUser(s.app, s.t.database.db, { role: 'MANAGER' });
  const [stored] = await s.t.database.db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'hosted-payment-secret'));
  hostedSecret = stored?.value ?? '';
});
afterAll(() => s.close());

const db = () => s.t.database.db;
const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = (id: number) => db().select().from(eventLog).where(eq(eventLog.orderId, id));
const changeStatus = (payload: object, headers = s.assistant.headers) =>
  s.app.inject({ method: 'PUT', url: '/api/order/order', payload, headers });
const guestCancel = (token: string) =>
  s.app.inject({ method: 'POST', url: `/api/order-status/${token}/cancel`, remoteAddress: '10.7.0.1' });

/** A card order stopped at the sandbox bank's 3-D Secure page (the card 4000 0000 0000 3220). */
async function challengedOrder() {
  const key = (await s.app.inject({ url: '/api/crypto/publickey' })).json();
  const encryptedCardData = await encryptCard(
    { cardNumber: '4000000000003220', expMonth: '12', expYear: '2029', cardHolderName: 'V V', cvn: '123' },
    key,
  );
  const placed = await s.place({ payment: 'CREDIT_CARD_ONLINE', encryptedCardData });
  const row = await rowOf(placed.id);
  expect(row).toMatchObject({ state: 'NEW', payed: false, paymentStatus: 'CHALLENGE' });
  return { ...placed, reference: row?.paymentReference ?? '' };
}

/** The cardholder's answer on the sandbox bank's 3-D Secure page. */
const threeDSecure = (reference: string, decision: 'approve' | 'cancel') =>
  s.app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/3ds/${reference}`,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A SZÉP card order whose guest is on the sandbox provider's page. */
async function redirectedOrder() {
  const placed = await s.place({ payment: 'SZEP_CARD_ONLINE' });
  const row = await rowOf(placed.id);
  expect(row).toMatchObject({ state: 'NEW', payed: false, paymentStatus: 'REDIRECTED' });
  return { ...placed, reference: row?.paymentReference ?? '', total: row?.total ?? 0 };
}

/** Every staff move on the order: each must be refused while its payment is open. */
const staffMoves = (id: number) => [
  { name: 'accept', send: () => decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers) },
  { name: 'reject', send: () => decide(s.app, id, 'reject', { reason: 'TOO_BUSY' }, s.assistant.headers) },
  { name: 'cancel', send: () => decide(s.app, id, 'cancel', { reason: 'TOO_BUSY' }, manager.headers) },
  { name: 'start', send: () => decide(s.app, id, 'start', undefined, s.assistant.headers) },
  { name: 'state', send: () => changeStatus({ id, state: 'PREPARING' }) },
  { name: 'state by a manager', send: () => changeStatus({ id, state: 'DELIVERED' }, manager.headers) },
  { name: 'paid flag', send: () => changeStatus({ id, payed: true }) },
];

async function expectEveryMoveRefused(id: number, paymentStatus: string) {
  for (const move of staffMoves(id)) {
    const answer = await move.send();
    expect({ move: move.name, status: answer.statusCode, error: answer.json().errorType }).toEqual({
      move: move.name,
      status: 409,
      error: 'PAYMENT_PENDING',
    });
  }
  expect(await rowOf(id)).toMatchObject({
    state: 'NEW',
    payed: false,
    paymentStatus,
    acknowledgedAt: null,
    acceptedAt: null,
  });
  expect(await eventsOf(id)).toHaveLength(0);
}

describe('staff and an online payment that is not settled', () => {
  it('refuses every staff move on an order waiting at the 3-D Secure page, until the cardholder approves', async () => {
    const order = await challengedOrder();
    await expectEveryMoveRefused(order.id, 'CHALLENGE');

    const approved = await threeDSecure(order.reference, 'approve');
    expect(approved.statusCode).toBe(303);
    expect((await rowOf(order.id))?.paymentStatus).toBe('PAID');
    // Settled: the same accept now goes through.
    const accepted = await decide(s.app, order.id, 'accept', { minutes: 30 }, s.assistant.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().orders[0]).toMatchObject({ id: order.id, state: 'PREPARING' });
  });

  it('refuses every staff move on an order whose guest is on the SZÉP provider’s page, until it paid', async () => {
    const order = await redirectedOrder();
    await expectEveryMoveRefused(order.id, 'REDIRECTED');

    const payload = JSON.stringify({
      reference: order.reference,
      status: 'SUCCESS',
      amount: order.total,
      currency: 'HUF',
    });
    const paid = await s.app.inject({
      method: 'POST',
      url: '/api/payment/hosted/callback',
      payload,
      headers: { 'content-type': 'application/json', signature: signBody(hostedSecret, payload) },
    });
    expect(paid.json()).toEqual({ outcome: 'paid' });
    const rejected = await decide(s.app, order.id, 'reject', { reason: 'TOO_BUSY' }, s.assistant.headers);
    expect(rejected.statusCode).toBe(200);
    // Rejected after it was paid: the money goes back.
    expect(await rowOf(order.id)).toMatchObject({
      state: 'REJECTED',
      payed: false,
      paymentStatus: 'REFUNDED',
    });
  });

  it('refuses the guest’s own cancel while the payment is open', async () => {
    const redirected = await redirectedOrder();
    const refused = await guestCancel(redirected.token);
    expect(refused.statusCode).toBe(409);
    expect(await rowOf(redirected.id)).toMatchObject({ state: 'NEW', paymentStatus: 'REDIRECTED' });

    // An order at the 3-D Secure page has no status page yet, so its link cancels nothing either.
    const challenged = await challengedOrder();
    const notThere = await guestCancel(challenged.token);
    expect(notThere.statusCode).toBe(404);
    expect(await rowOf(challenged.id)).toMatchObject({ state: 'NEW', paymentStatus: 'CHALLENGE' });
    expect(await eventsOf(challenged.id)).toHaveLength(0);
  });
});

describe('the paid flag of an online payment', () => {
  it('follows the payment provider: staff cannot clear or set it, but may still move the order on', async () => {
    const order = await s.place({ payment: 'CREDIT_CARD_ONLINE', encryptedCardData: await paidCard(s.app) });
    expect(await rowOf(order.id)).toMatchObject({ payed: true, paymentStatus: 'PAID' });

    for (const headers of [s.assistant.headers, manager.headers]) {
      const cleared = await changeStatus({ id: order.id, payed: false }, headers);
      expect(cleared.statusCode).toBe(409);
      expect(cleared.json()).toMatchObject({ errorType: 'CONFLICT', field: 'payed' });
    }
    // Both at once: nothing of it is taken.
    const both = await changeStatus({ id: order.id, state: 'PREPARING', payed: false });
    expect(both.json()).toMatchObject({ errorType: 'CONFLICT', field: 'payed' });
    expect(await rowOf(order.id)).toMatchObject({ state: 'NEW', payed: true, paymentStatus: 'PAID' });
    expect(await eventsOf(order.id)).toHaveLength(0);

    const moved = await changeStatus({ id: order.id, state: 'PREPARING', payed: true });
    expect(moved.statusCode).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({ state: 'PREPARING', payed: true });
  });

  it('stays unpaid for an online order given up at the 3-D Secure page: staff cannot mark it paid', async () => {
    // An abandoned card payment stays unpaid: the provider took no money.
    const order = await challengedOrder();
    const cancelled = await threeDSecure(order.reference, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(await rowOf(order.id)).toMatchObject({ state: 'CANCELLED', paymentStatus: 'ABANDONED' });
    const marked = await changeStatus({ id: order.id, payed: true });
    expect(marked.statusCode).toBe(409);
    expect(marked.json()).toMatchObject({ errorType: 'CONFLICT', field: 'payed' });
    expect((await rowOf(order.id))?.payed).toBe(false);
  });

  it('stays the staff’s to set for an order paid at the door', async () => {
    const order = await s.place({ payment: 'CREDIT_CARD' });
    const paid = await changeStatus({ id: order.id, payed: true });
    expect(paid.statusCode).toBe(200);
    expect((await rowOf(order.id))?.payed).toBe(true);
    expect(await eventsOf(order.id)).toMatchObject([{ eventType: 'ORDER_PAYMENT', payed: true }]);
  });
});
