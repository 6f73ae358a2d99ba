import type { DayClose } from '@konyha/domain/day-close/day-close.schemas';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { orders } from '../../db/schema/index.ts';

const checkout = useCheckoutApp();
const { order, place } = checkout;
type Staff = Awaited<ReturnType<typeof loggedInUser>>;
let manager: Staff;
let bela: Staff;
let anna: Staff;

beforeAll(async () => {
  manager = await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER', name: 'Major Mária' });
  bela = await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT', name: 'Kovács Béla' });
  anna = await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT', name: 'Nagy Anna' });
});

const placed = async (changes: Record<string, unknown> = {}) => {
  const response = await place(order(changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().orderId as number;
};
const act = (id: number, verb: string, payload: object = {}) =>
  checkout.app.inject({ method: 'POST', url: `/api/order/${id}/${verb}`, headers: manager.headers, payload });
const setStatus = (by: Staff, id: number, change: { state?: string; payed?: boolean }) =>
  checkout.app.inject({
    method: 'PUT',
    url: '/api/order/order',
    headers: by.headers,
    payload: { id, ...change },
  });
/** Accepted, cooked and handed over, then marked delivered and paid by the courier `by`. */
const deliver = async (id: number, by: Staff) => {
  expect((await act(id, 'accept', { minutes: 45 })).statusCode).toBe(200);
  expect((await setStatus(manager, id, { state: 'DELIVERING' })).statusCode).toBe(200);
  expect((await setStatus(by, id, { state: 'DELIVERED', payed: true })).statusCode).toBe(200);
};
const closeOf = (day: string, headers = manager.headers) =>
  checkout.app.inject({ method: 'GET', url: `/api/daily-close/${day}`, headers });
const close = (day: string, headers = manager.headers) =>
  checkout.app.inject({ method: 'POST', url: `/api/daily-close/${day}`, headers });

describe('the day’s close', () => {
  it('counts each courier’s money per method with the tips apart, closes once, and keeps the day read-only', async () => {
    const day = '2026-11-20';
    const cash = await placed({ tip: 500 });
    const card = await placed({ payment: 'CREDIT_CARD' });
    const rejected = await placed();
    const stillNew = await placed();
    await deliver(cash, bela);
    await deliver(card, anna);
    expect((await act(rejected, 'reject', { reason: 'TOO_BUSY' })).statusCode).toBe(200);
    const total = async (id: number) => {
      const [row] = await checkout.db.select({ total: orders.total }).from(orders).where(eq(orders.id, id));
      return row?.total ?? 0;
    };

    const refused = await close(day);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorType: 'DAY_NOT_FINISHED', field: 'day' });
    const before = (await closeOf(day)).json() as DayClose;
    expect(before).toMatchObject({ day, closed: null, open: 1 });

    await deliver(stillNew, bela);
    const closed = await close(day);
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = closed.json() as DayClose;
    expect(answer).toMatchObject({ day, open: 0, closed: { by: 'Major Mária' } });
    expect(answer.figures.couriers).toEqual([
      {
        courier: 'Kovács Béla',
        methods: [
          { method: 'CASH', orders: 2, amount: (await total(cash)) + (await total(stillNew)), tips: 500 },
        ],
        bringBack: (await total(cash)) + (await total(stillNew)) + 500,
      },
      {
        courier: 'Nagy Anna',
        methods: [{ method: 'CREDIT_CARD', orders: 1, amount: await total(card), tips: 0 }],
        bringBack: await total(card),
      },
    ]);
    expect(answer.figures.refused).toEqual({ rejected: 1, cancelled: 0 });

    // Closed: the day's orders keep their state, payment and money, from any path; the close is not made twice.
    const change = await setStatus(manager, cash, { payed: false });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ errorType: 'DAY_CLOSED', field: 'day' });
    expect((await close(day)).json()).toMatchObject({ errorType: 'DAY_CLOSED' });
    expect((await closeOf(day)).json()).toEqual(answer);
  });

  it('is closed by one of two managers closing at once', async () => {
    // A day later, with logins of that day (those of the day before have lapsed).
    checkout.clock.now = instantOf('2026-11-21', '12:00');
    manager = await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' });
    const courier = await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT' });
    const id = await placed();
    await deliver(id, courier);
    const other = await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' });
    const answers = await Promise.all([close('2026-11-21'), close('2026-11-21', other.headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      errorType: 'DAY_CLOSED',
    });
  });

  it('refuses an order for a closed day', async () => {
    const refused = await place(order({ preOrderDate: instantOf('2026-11-20', '18:00').toISOString() }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorType: 'DAY_CLOSED' });
  });

  it('is for managers only, and not for a day still to come', async () => {
    expect((await closeOf('2026-11-20', anna.headers)).statusCode).toBe(403);
    expect((await close('2026-11-20', anna.headers)).statusCode).toBe(403);
    const future = await close('2026-11-25');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'day' });
    const bad = await closeOf('2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'day' });
  });
});
