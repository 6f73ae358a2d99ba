import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { newStew } from '../../../test/dishes.ts';
import { eventually } from '../../../test/eventually.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { mailOutbox, orders } from '../../db/schema/index.ts';

// The checkout app's clock: Friday 20 November 2026, noon; the sandbox bank takes the card payments.
const checkout = useCheckoutApp();
let managerHeaders: Record<string, string>;

beforeAll(async () => {
  managerHeaders = (await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' })).headers;
});

const rowOf = async (id: number) => (await checkout.db.select().from(orders).where(eq(orders.id, id)))[0];
const mailsOf = async (email: string, kind: string) =>
  checkout.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));

const portionsLeftSoon = (id: number, expected: number) =>
  eventually(
    async () =>
      (await checkout.app.inject({ url: '/api/product/foods' }))
        .json()
        .products.find((p: { id: number }) => p.id === id)?.portionsLeft,
    (left) => left === expected,
  );

/** Both portions of a stew ordered by card, the sandbox bank asking for 3-D Secure (4000 0000 0000 3220). */
async function challengedOrder(stew: number) {
  const key = (await checkout.app.inject({ url: '/api/crypto/publickey' })).json();
  const encryptedCardData = await encryptCard(
    { cardNumber: '4000000000003220', expMonth: '12', expYear: '2029', cardHolderName: 'V V', cvn: '123' },
    key,
  );
  const body = guestOrderBody(stew, 2, { payment: 'CREDIT_CARD_ONLINE', encryptedCardData });
  const answer = await checkout.place(body);
  expect(answer.statusCode).toBe(200);
  const { orderId, url } = answer.json();
  expect(await rowOf(orderId)).toMatchObject({ paymentStatus: 'CHALLENGE' });
  return { id: orderId as number, email: body.email, page: new URL(url).pathname };
}

const staffSee = async (id: number) =>
  (await checkout.app.inject({ url: '/api/order/today', headers: managerHeaders }))
    .json()
    .orders.some((order: { id: number }) => order.id === id);

const answer = (page: string, decision: 'approve' | 'cancel') =>
  checkout.app.inject({
    method: 'POST',
    url: page,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const successPage = /^\/pay\/card-payment\/successful#status=[A-Za-z0-9_-]+$/;
const cartRejected = '/cart?payment=rejected';

describe('approve and cancel at the same moment on the 3-D Secure page', () => {
  it('leaves exactly one outcome, never loses the order and tells each answer how the payment ended', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const stew = await newStew(checkout.app, managerHeaders, 2);
      const order = await challengedOrder(stew);
      // Which request leaves first alternates; both are in flight together.
      const [approved, cancelled] =
        round % 2 === 0
          ? await Promise.all([answer(order.page, 'approve'), answer(order.page, 'cancel')])
          : await Promise.all([answer(order.page, 'cancel'), answer(order.page, 'approve')]).then(
              ([cancel, approve]) => [approve, cancel] as const,
            );
      const where = {
        approve: String(approved.headers.location),
        cancel: String(cancelled.headers.location),
      };
      expect([approved.statusCode, cancelled.statusCode]).toEqual([303, 303]);

      const row = await rowOf(order.id);
      expect(row, 'the order is still there').toBeDefined();
      if (row?.paymentStatus === 'PAID') {
        outcomes.push('paid');
        expect(row).toMatchObject({ state: 'NEW', payed: true, rejectionReason: null });
        expect(where.approve).toMatch(successPage);
        // The cancel came too late: its guest is not told that the payment failed.
        expect(where.cancel).toMatch(successPage);
        const token = new URLSearchParams(where.approve.split('#')[1]).get('status');
        const status = await checkout.app.inject({ url: `/api/order-status/${token}` });
        expect(status.json()).toMatchObject({ number: order.id, payed: true });
        expect(await checkout.announcedSoon(order.id)).toBe(true);
        expect(await staffSee(order.id)).toBe(true);
        expect(await mailsOf(order.email, 'order-confirmation')).toHaveLength(1);
        expect(await mailsOf(order.email, 'order-refused')).toHaveLength(0);
        expect(await portionsLeftSoon(stew, 0)).toBe(0);
      } else {
        outcomes.push('cancelled');
        expect(row).toMatchObject({
          state: 'CANCELLED',
          payed: false,
          paymentStatus: 'ABANDONED',
          rejectionReason: 'PAYMENT_NOT_COMPLETED',
        });
        expect(where.cancel).toBe(cartRejected);
        // Never the success page: the approve that lost, also one that arrives after the cancel, lands in the cart.
        expect(where.approve).toBe(cartRejected);
        expect(checkout.announced).not.toContain(order.id);
        expect(await staffSee(order.id)).toBe(false);
        expect(await mailsOf(order.email, 'order-confirmation')).toHaveLength(0);
        expect(await mailsOf(order.email, 'order-refused')).toHaveLength(1);
        // Its portions are back: the next guest gets both.
        expect(await portionsLeftSoon(stew, 2)).toBe(2);
        expect((await checkout.place(guestOrderBody(stew, 2))).statusCode).toBe(200);
      }
    }
    console.info(`3-D Secure races: ${outcomes.join(', ')}`);
  }, 60_000);
});
