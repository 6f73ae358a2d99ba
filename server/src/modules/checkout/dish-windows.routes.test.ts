import { instantOf } from '@konyha/domain/restaurant/local-time';
import { describe, expect, it } from 'vitest';
import { changeOrder, staffOrder } from '../../../test/changes-app.ts';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { newSoup } from '../../../test/dishes.ts';
import { loggedInUser } from '../../../test/factories.ts';

// Friday 20 November 2026, noon (the checkout app's clock); open 11:00–22:00 every day.
const checkout = useCheckoutApp();
const at = (day: string, time: string) => instantOf(day, time);
const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const lunch = [{ days: weekdays, from: '11:00', to: '15:00' }];

const manager = async () => (await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' })).headers;
const lunchSoup = async () =>
  (await newSoup(checkout.app, await manager(), { availability: lunch })).id as number;

/** A guest's order of a pickle and then `id`, for now or for `preOrderDate`. */
const orderOf = (id: number, changes: Record<string, unknown> = {}) =>
  checkout.place({
    ...checkout.order(changes),
    products: [
      { id: checkout.dishes.pickle.id, quantity: 1 },
      { id, quantity: 2 },
    ],
  });

describe('dishes that follow the clock, at the checkout', () => {
  it('refuses a lunch dish ordered at 15:05, naming its line and when it is available next', async () => {
    const soup = await lunchSoup();
    checkout.clock.now = at('2026-11-20', '15:05');
    const late = await orderOf(soup);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorType: 'NOT_AVAILABLE_NOW', field: 'products.1.id' });
    expect(late.json().message).toContain('weekdays 11:00–15:00');
    expect(late.json().message).toContain('2026-11-23 11:00');

    checkout.clock.now = at('2026-11-20', '14:55');
    expect((await orderOf(soup)).statusCode).toBe(200);
  });

  it('takes a pre-order made tonight for tomorrow’s lunch, and refuses one for this evening', async () => {
    const soup = await lunchSoup();
    checkout.clock.now = at('2026-11-19', '21:00');
    expect((await orderOf(soup)).json().errorType).toBe('NOT_AVAILABLE_NOW');
    const tomorrowNoon = await orderOf(soup, { preOrderDate: at('2026-11-20', '12:00').toISOString() });
    expect(tomorrowNoon.statusCode).toBe(200);
    // Pre-orders are taken two hours ahead: at 18:00 for 20:30 the same evening, out of the window.
    checkout.clock.now = at('2026-11-19', '18:00');
    const tonight = await orderOf(soup, { preOrderDate: at('2026-11-19', '20:30').toISOString() });
    expect(tonight.json()).toMatchObject({ errorType: 'NOT_AVAILABLE_NOW', field: 'products.1.id' });
  });

  it('refuses every dish of a group outside the group’s windows, even one without its own', async () => {
    const headers = await manager();
    const weekend = [{ days: ['SATURDAY', 'SUNDAY'], from: '09:00', to: '13:00' }];
    const put = (availability: object[]) =>
      checkout.app.inject({
        method: 'PUT',
        url: '/api/product/group-availability/PICKLE',
        headers,
        payload: { availability },
      });
    expect((await put(weekend)).statusCode).toBe(200);
    try {
      // The pickle is the order's first line, a soup of the seed menu (no windows) its second.
      const friday = await orderOf(checkout.dishes.soup.id);
      expect(friday.json()).toMatchObject({ errorType: 'NOT_AVAILABLE_NOW', field: 'products.0.id' });
      const saturday = await orderOf(checkout.dishes.soup.id, {
        preOrderDate: at('2026-11-21', '12:00').toISOString(),
      });
      expect(saturday.statusCode).toBe(200);
    } finally {
      await put([]);
    }
  });

  it('still prices a cart with a dish outside its windows (the price request has no time)', async () => {
    const soup = await lunchSoup();
    checkout.clock.now = at('2026-11-20', '21:00');
    const priced = await checkout.calculate({ products: [{ id: soup, quantity: 1 }] });
    expect(priced.statusCode).toBe(200);
  });

  it('lets staff keep a lunch dish in an order after its window, but not add more of it', async () => {
    const soup = await lunchSoup();
    const headers = await manager();
    const placed = await orderOf(soup);
    expect(placed.statusCode).toBe(200);
    const id = placed.json().orderId as number;
    checkout.clock.now = at('2026-11-20', '15:05');
    const change = async (soups: number) =>
      changeOrder(
        checkout.app,
        id,
        {
          version: (await staffOrder(checkout.app, id, headers)).version,
          products: [
            { id: checkout.dishes.pickle.id, quantity: 2 },
            { id: soup, quantity: soups },
          ],
          reason: 'A vendég kérte',
        },
        headers,
      );
    expect((await change(2)).statusCode).toBe(200);
    expect((await change(3)).json()).toMatchObject({
      errorType: 'NOT_AVAILABLE_NOW',
      field: 'products.1.id',
    });
  });
});
