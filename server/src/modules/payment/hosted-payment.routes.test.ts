import { formatForint } from '@konyha/domain/common/money';
import { dailySummary } from '@konyha/domain/orders/daily-summary';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soupId } from '../../../test/decisions.ts';
import { guestOrderBody } from '../../../test/factories.ts';
import { freePort } from '../../../test/ports.ts';
import { statusTestApp, tokenOf } from '../../../test/status-app.ts';
import { until } from '../../../test/stomp.ts';
import { mailOutbox, orders, serverSecrets } from '../../db/schema/index.ts';
import { onNewOrder } from '../../realtime/order-notifier.ts';
import { signBody } from './hosted-gateway.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;
let publicUrl: string;
let secret: string;
let soup: number;
const announced: (number | null)[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  s = await statusTestApp({ env: { PUBLIC_URL: publicUrl }, logStream: { write: (l) => logLines.push(l) } });
  await s.app.listen({ port, host: '127.0.0.1' });
  await onNewOrder(s.t.database, (id) => announced.push(id));
  const [stored] = await s.t.database.db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'hosted-payment-secret'));
  secret = stored?.value ?? '';
  soup = await soupId(s.t.database.db);
});
afterAll(() => s.close());

const db = () => s.t.database.db;
const minutesLater = (minutes: number) => {
  s.clock.now = new Date(s.clock.now.getTime() + minutes * 60_000);
};

/** A guest's order paid with SZÉP card online: its answer, e-mail and payment reference. */
async function szepOrder(headers: Record<string, string> = {}) {
  const body = guestOrderBody(soup, 2, { payment: 'SZEP_CARD_ONLINE' });
  const response = await s.app.inject({ method: 'POST', url: '/api/order/add', payload: body, headers });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as { orderId: number; statusUrl: string; url?: string };
  const row = await orderRow(answer.orderId);
  return { ...answer, email: body.email, reference: row?.paymentReference ?? '' };
}
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const confirmations = async (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'order-confirmation')));
const staffSee = async (id: number) =>
  (await s.app.inject({ url: '/api/order/today', headers: s.assistant.headers }))
    .json()
    .orders.some((order: { id: number }) => order.id === id);

/** What the provider would post: the body and its signature (the shared secret's, unless `key` says otherwise). */
function notification(reference: string, status: string, amount: number, key = secret) {
  const payload = JSON.stringify({ reference, status, amount, currency: 'HUF' });
  return { payload, signature: signBody(key, payload) };
}
const notify = ({ payload, signature }: { payload: string; signature?: string }) =>
  s.app.inject({
    method: 'POST',
    url: '/api/payment/hosted/callback',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { signature } : {}) },
  });
const decide = (reference: string, decision: 'pay' | 'cancel') =>
  s.app.inject({
    method: 'POST',
    url: `/api/payment/hosted/${reference}`,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const returnOf = (reference: string) =>
  s.app.inject({ url: `/api/payment/hosted/return?reference=${reference}` });

describe('online SZÉP card through the provider’s hosted page (sandbox)', () => {
  it('sends the guest to the provider’s page and counts the order only once the signed notification paid it', async () => {
    const order = await szepOrder();
    expect(order.url).toBe(`${publicUrl}/api/payment/hosted/${order.reference}`);
    expect(order.reference).toMatch(/^hp_[0-9a-f]{32}$/);
    expect(await orderRow(order.orderId)).toMatchObject({ payed: false, paymentStatus: 'REDIRECTED' });
    expect(await staffSee(order.orderId)).toBe(false);
    // The guest's page shows it, waiting for the payment, and not to be cancelled there meanwhile.
    const waiting = await s.status(tokenOf(order.statusUrl));
    expect(waiting.json()).toMatchObject({ payed: false, awaitingPayment: true, cancellable: false });

    const page = await s.app.inject({ url: new URL(order.url ?? '').pathname });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Fizetés SZÉP-kártyával');
    const total = (await orderRow(order.orderId))?.total ?? 0;
    expect(page.body).toContain(formatForint(total, 'hu'));

    const paid = await decide(order.reference, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${publicUrl}/api/payment/hosted/return?reference=${order.reference}`);
    // The sandbox's notification came over HTTP before the guest was sent back.
    expect(await orderRow(order.orderId)).toMatchObject({ payed: true, paymentStatus: 'PAID' });
    expect(await until(() => announced.includes(order.orderId))).toBe(true);
    expect(await staffSee(order.orderId)).toBe(true);
    expect(await confirmations(order.email)).toHaveLength(1);

    const back = await returnOf(order.reference);
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location), publicUrl);
    expect(location.pathname).toBe('/pay/card-payment/successful');
    const token = new URLSearchParams(location.hash.slice(1)).get('status') ?? '';
    expect((await s.status(token)).json()).toMatchObject({ payed: true, awaitingPayment: false });
  });

  it('refuses a forged notification (no, a wrong or another body’s signature) and changes nothing', async () => {
    const order = await szepOrder();
    const total = (await orderRow(order.orderId))?.total ?? 0;
    const genuine = notification(order.reference, 'SUCCESS', total);
    const forgeries = [
      { payload: genuine.payload },
      notification(order.reference, 'SUCCESS', total, 'not-the-shared-secret'),
      { payload: genuine.payload.replace(`${total}`, '1'), signature: genuine.signature },
      { payload: genuine.payload, signature: 'bm90IGEgc2lnbmF0dXJl' },
    ];
    for (const forged of forgeries) {
      const response = await notify(forged);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorType).toBe('INVALID_SIGNATURE');
    }
    expect(await orderRow(order.orderId)).toMatchObject({ payed: false, paymentStatus: 'REDIRECTED' });
    expect(await confirmations(order.email)).toHaveLength(0);
    expect(announced).not.toContain(order.orderId);
  });

  it('takes a repeated notification without paying, announcing or mailing twice', async () => {
    const order = await szepOrder();
    const total = (await orderRow(order.orderId))?.total ?? 0;
    const success = notification(order.reference, 'SUCCESS', total);
    expect((await notify(success)).json()).toEqual({ outcome: 'paid' });
    const again = await notify(success);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'repeated' });
    expect(await confirmations(order.email)).toHaveLength(1);
    expect(await until(() => announced.includes(order.orderId))).toBe(true);
    // A second announcement would travel the same way: give it the time the first one took, and more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announced.filter((id) => id === order.orderId)).toHaveLength(1);
  });

  it('refuses a success for another amount than the order’s total', async () => {
    const order = await szepOrder();
    const total = (await orderRow(order.orderId))?.total ?? 0;
    const response = await notify(notification(order.reference, 'SUCCESS', total - 1));
    expect(response.statusCode).toBe(409);
    expect(await orderRow(order.orderId)).toMatchObject({ payed: false, paymentStatus: 'REDIRECTED' });
  });

  it('gives an unpaid order up after 30 minutes (cancelled, the guest mailed) and revives it for a late payment', async () => {
    const order = await szepOrder();
    minutesLater(29);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await orderRow(order.orderId))?.state).toBe('NEW');
    minutesLater(2);
    expect(await until(async () => (await orderRow(order.orderId))?.state === 'CANCELLED', 5000)).toBe(true);
    expect(await orderRow(order.orderId)).toMatchObject({
      payed: false,
      paymentStatus: 'ABANDONED',
      rejectionReason: 'PAYMENT_NOT_COMPLETED',
    });
    const mail = await s.smtp.mailTo(order.email);
    expect(mail.subject).toContain('lemondtuk');
    expect(mail.text).toContain('az online fizetés nem fejeződött be');
    expect(await confirmations(order.email)).toHaveLength(0);
    expect(await staffSee(order.orderId)).toBe(false);

    const total = (await orderRow(order.orderId))?.total ?? 0;
    // Paid after all, while its portions and slot are still free: the order counts again (issue 27).
    const late = await notify(notification(order.reference, 'SUCCESS', total));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ outcome: 'revived' });
    expect(await orderRow(order.orderId)).toMatchObject({ state: 'NEW', payed: true, paymentStatus: 'PAID' });
    expect(await staffSee(order.orderId)).toBe(true);
    expect(await confirmations(order.email)).toHaveLength(1);
    expect((await notify(notification(order.reference, 'SUCCESS', total))).json()).toEqual({
      outcome: 'repeated',
    });
    expect(String((await returnOf(order.reference)).headers.location)).toMatch(
      /^\/pay\/card-payment\/successful#/,
    );
  });

  it('cancels the order when the guest cancels on the provider’s page, and brings them back to the cart', async () => {
    const order = await szepOrder();
    const cancelled = await decide(order.reference, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(await orderRow(order.orderId)).toMatchObject({
      state: 'CANCELLED',
      paymentStatus: 'ABANDONED',
      rejectionReason: 'PAYMENT_NOT_COMPLETED',
    });
    expect((await returnOf(order.reference)).headers.location).toBe('/cart?payment=rejected');
    // The page is gone: the guest is sent back instead.
    expect((await s.app.inject({ url: `/api/payment/hosted/${order.reference}` })).statusCode).toBe(303);
  });

  it('lets the guest cancel on the order page only once the payment went through, and refunds it then', async () => {
    const order = await szepOrder();
    const cancel = () =>
      s.app.inject({ method: 'POST', url: `/api/order-status/${tokenOf(order.statusUrl)}/cancel` });
    expect((await cancel()).statusCode).toBe(409);
    const total = (await orderRow(order.orderId))?.total ?? 0;
    await notify(notification(order.reference, 'SUCCESS', total));
    expect((await cancel()).statusCode).toBe(200);
    // Paid back through the provider that took it.
    expect(await orderRow(order.orderId)).toMatchObject({
      state: 'CANCELLED',
      payed: false,
      paymentStatus: 'REFUNDED',
      refundReference: expect.stringMatching(/^hp_rf_/),
    });
    // The guest's page says the money went back, not that it is still to be paid.
    expect((await s.status(tokenOf(order.statusUrl))).json()).toMatchObject({ payed: false, refunded: true });
  });

  it('answers a replayed order with the same provider page', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const body = guestOrderBody(soup, 1, { payment: 'SZEP_CARD_ONLINE' });
    const place = () => s.app.inject({ method: 'POST', url: '/api/order/add', payload: body, headers });
    const first = (await place()).json();
    const replay = (await place()).json();
    expect(replay).toMatchObject({ orderId: first.orderId, url: first.url });
  });

  it('never logs the signature or the notification', () => {
    const logged = logLines.join('\n');
    expect(logged).not.toMatch(/hp_[0-9a-f]{32}/);
    expect(logged).not.toContain(signBody(secret, ''));
    expect(logged).not.toContain('"currency"');
  });
});

describe('SZÉP card at the door', () => {
  it('is placed at once like a card at the door and counted in a row of its own in the daily summary', async () => {
    const body = guestOrderBody(soup, 1, { payment: 'SZEP_CARD' });
    const placed = await s.app.inject({ method: 'POST', url: '/api/order/add', payload: body });
    const { orderId, url } = placed.json();
    expect(url).toBeUndefined();
    expect(await orderRow(orderId)).toMatchObject({ payed: false, paymentStatus: 'NONE' });
    expect(await staffSee(orderId)).toBe(true);
    const day = await s.app.inject({ url: '/api/order/orders/2026-11-20', headers: s.assistant.headers });
    const rows = dailySummary(day.json().orders);
    expect(rows.find((row) => row.group === 'SZEP_CARD')).toMatchObject({
      ordersNum: 1,
      notPaidOrdersNum: 1,
    });
  });
});
