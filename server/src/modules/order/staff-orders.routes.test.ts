import { instantOf } from '@konyha/domain/restaurant/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrder, loggedInUser } from '../../../test/factories.ts';

let t: TestApp;
const now = instantOf('2026-11-20', '12:00');
let assistant: Awaited<ReturnType<typeof loggedInUser>>;
let manager: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  assistant = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT', name: 'Pult Panni' });
  manager = await loggedInUser(t.app, t.database.db, { role: 'MANAGER' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const put = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/order/order', payload, headers });

describe('staff order lists', () => {
  it("lists today's orders, undelivered older ones and today's pre-orders, but not yesterday's delivered", async () => {
    const today = await createOrder(t.database.db, { orderDate: instantOf('2026-11-20', '11:30') });
    const oldOpen = await createOrder(t.database.db, {
      orderDate: instantOf('2026-11-19', '20:00'),
      state: 'PREPARING',
    });
    // Issue 33: cooked yesterday and still waiting for its courier.
    const oldReady = await createOrder(t.database.db, {
      orderDate: instantOf('2026-11-19', '20:30'),
      state: 'READY',
    });
    const oldDone = await createOrder(t.database.db, {
      orderDate: instantOf('2026-11-19', '19:00'),
      state: 'DELIVERED',
    });
    const preOrderForToday = await createOrder(t.database.db, {
      orderDate: instantOf('2026-11-18', '15:00'),
      preOrderDate: instantOf('2026-11-20', '18:00'),
      state: 'DELIVERED',
    });
    const ids = (await get('/api/order/today', assistant.headers))
      .json()
      .orders.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([today.id, oldOpen.id, oldReady.id, preOrderForToday.id]));
    expect(ids).not.toContain(oldDone.id);
  });

  it('lists the orders of a day by Budapest date, a shop assistant only today', async () => {
    // 23:30 UTC on the 18th is 00:30 on the 19th in Budapest.
    const lateNight = await createOrder(t.database.db, {
      orderDate: new Date('2026-11-18T23:30:00Z'),
      state: 'DELIVERED',
    });
    const day = await get('/api/order/orders/2026-11-19', manager.headers);
    expect(day.json().orders.map((o: { id: number }) => o.id)).toContain(lateNight.id);
    expect(
      (await get('/api/order/orders/2026-11-18', manager.headers))
        .json()
        .orders.map((o: { id: number }) => o.id),
    ).not.toContain(lateNight.id);

    expect((await get('/api/order/orders/2026-11-19', assistant.headers)).statusCode).toBe(403);
    expect((await get('/api/order/orders/2026-11-20', assistant.headers)).statusCode).toBe(200);
    const invalid = await get('/api/order/orders/2026-13-45', manager.headers);
    expect(invalid.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'date' });
  });

  it('pages all orders, newest first by default, sortable by price', async () => {
    const first = (await get('/api/order/orders?pageNo=0&pageSize=10', manager.headers)).json();
    expect(first.count).toBeGreaterThanOrEqual(5);
    const dates = first.orders.map((o: { orderDate: string }) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const cheapest = await createOrder(t.database.db, { discountedPrice: 1, originalPrice: 1, total: 491 });
    const byPrice = (await get('/api/order/orders?sortBy=price&ascending=true', manager.headers)).json();
    expect(byPrice.orders[0].id).toBe(cheapest.id);
    expect((await get('/api/order/orders?sortBy=colour', manager.headers)).json().field).toBe('sortBy');
  });
});

describe('changing state and paid flag', () => {
  it('sets any state freely and logs every change with the staff member', async () => {
    const order = await createOrder(t.database.db, { orderDate: instantOf('2026-11-20', '11:00') });
    const preparing = await put({ id: order.id, state: 'PREPARING' }, assistant.headers);
    expect(preparing.json().orders[0]).toMatchObject({ id: order.id, state: 'PREPARING', payed: false });
    await put({ ...preparing.json().orders[0], state: 'DELIVERED', payed: true }, assistant.headers);
    await put({ id: order.id, state: 'NEW' }, assistant.headers);

    const events = (await get('/api/event/2026-11-20', manager.headers))
      .json()
      .filter((e: { order: { id: number } }) => e.order.id === order.id);
    expect(events).toMatchObject([
      {
        eventType: 'ORDER_STATE',
        orderStateFrom: 'NEW',
        orderStateTo: 'PREPARING',
        payed: null,
        user: { name: 'Pult Panni' },
      },
      { eventType: 'ORDER_STATE', orderStateFrom: 'PREPARING', orderStateTo: 'DELIVERED' },
      { eventType: 'ORDER_PAYMENT', payed: true, orderStateFrom: null },
      { eventType: 'ORDER_STATE', orderStateFrom: 'DELIVERED', orderStateTo: 'NEW' },
    ]);
  });

  it('logs nothing when nothing changes, and answers 404 for an unknown order', async () => {
    const order = await createOrder(t.database.db);
    await put({ id: order.id, state: 'NEW', payed: false }, assistant.headers);
    const events = (await get('/api/event/2026-11-20', manager.headers))
      .json()
      .filter((e: { order: { id: number } }) => e.order.id === order.id);
    expect(events).toEqual([]);
    expect((await put({ id: 999999, state: 'NEW' }, assistant.headers)).statusCode).toBe(404);
    expect((await put({ id: order.id, state: 'COOKED' }, assistant.headers)).json().field).toBe('state');
  });

  it('keeps a true history when two staff members change one order at once', async () => {
    const order = await createOrder(t.database.db, { orderDate: instantOf('2026-11-20', '11:00') });
    const states = ['PREPARING', 'DELIVERING', 'DELIVERED', 'NEW', 'PREPARING', 'DELIVERING'] as const;
    await Promise.all(
      states.map((state, i) => put({ id: order.id, state }, i % 2 ? assistant.headers : manager.headers)),
    );
    const events = (await get('/api/event/2026-11-20', manager.headers))
      .json()
      .filter((e: { order: { id: number } }) => e.order.id === order.id);
    // Each change starts where the previous one ended.
    for (let i = 1; i < events.length; i++) expect(events[i].orderStateFrom).toBe(events[i - 1].orderStateTo);
    expect(events[0].orderStateFrom).toBe('NEW');
  });

  it('shows an empty event log for a quiet day', async () => {
    expect((await get('/api/event/2026-01-01', manager.headers)).json()).toEqual([]);
  });
});

describe('settings changes', () => {
  it('switches ordering off and on, and sets the delivery estimate and the minimum order', async () => {
    expect((await get('/api/order/change-active-state', assistant.headers)).json()).toBe(false);
    expect((await t.app.inject({ url: '/api/order/get-active-state' })).json()).toBe(false);
    expect((await get('/api/order/change-active-state', assistant.headers)).json()).toBe(true);
    const minutes = await t.app.inject({
      method: 'POST',
      url: '/api/order/estimated-shipping-time/45',
      headers: assistant.headers,
    });
    expect(minutes.json()).toBe(45);
    expect((await t.app.inject({ url: '/api/order/estimated-shipping-time' })).json()).toBe(45);
    const value = await t.app.inject({
      method: 'POST',
      url: '/api/min-order-value/4500',
      headers: manager.headers,
    });
    expect(value.json()).toBe(4500);
    expect((await t.app.inject({ url: '/api/min-order-value' })).json()).toBe(4500);
    const negative = await t.app.inject({
      method: 'POST',
      url: '/api/min-order-value/-5',
      headers: manager.headers,
    });
    expect(negative.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'value' });
  });
});
