import { instantOf } from '@konyha/domain/restaurant/local-time';
import { defaultWeeklyHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { newSoup } from '../../../test/dishes.ts';
import { loggedInUser } from '../../../test/factories.ts';

// Friday 20 November 2026, noon (the checkout app's clock); open 11:00–22:00 every day.
const checkout = useCheckoutApp();
let assistant: Record<string, string>;
let manager: Record<string, string>;

/** Logs the staff in at the clock's time (a session from yesterday has run out). */
async function logIn() {
  assistant = (await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT' })).headers;
  manager = (await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' })).headers;
}
beforeEach(logIn);

const put = (payload: object, headers: Record<string, string>) =>
  checkout.app.inject({ method: 'PUT', url: '/api/product/product', payload, headers });

/** A new soup of the day, made by the manager. */
const soupOfTheDay = (changes: object = {}) => newSoup(checkout.app, manager, changes);

const shownToGuests = async (id: number) => {
  const foods = (await checkout.app.inject({ url: '/api/product/foods' })).json().products;
  return foods.find((p: { id: number }) => p.id === id);
};

const at = (day: string, time: string) => instantOf(day, time);
const orderSoup = (id: number, changes: Record<string, unknown> = {}) =>
  checkout.place({ ...checkout.order(changes), products: [{ id, quantity: 2 }] });

describe('sold out today', () => {
  it('lets an assistant mark a dish sold out: guests see it and cannot order it until the next opening', async () => {
    const soup = await soupOfTheDay();
    const marked = await put({ ...soup, soldOutToday: true }, assistant);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().products[0]).toMatchObject({ soldOutToday: true, orderable: true });
    expect(await shownToGuests(soup.id)).toMatchObject({ soldOutToday: true });

    const refused = await checkout.place({
      ...checkout.order(),
      products: [
        { id: checkout.dishes.pickle.id, quantity: 1 },
        { id: soup.id, quantity: 2 },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.1' });
    expect(refused.json().message).toContain('Soup of the day');

    // Tomorrow, Saturday: still sold out before the opening, orderable from 11:00 on.
    checkout.clock.now = at('2026-11-21', '10:59');
    expect(await shownToGuests(soup.id)).toMatchObject({ soldOutToday: true });
    checkout.clock.now = at('2026-11-21', '11:00');
    expect(await shownToGuests(soup.id)).toMatchObject({ soldOutToday: false });
    expect((await orderSoup(soup.id)).statusCode).toBe(200);
  });

  it('takes a pre-order for a time after the mark ends', async () => {
    const soup = await soupOfTheDay();
    expect((await put({ ...soup, soldOutToday: true }, manager)).statusCode).toBe(200);
    const tomorrow = await orderSoup(soup.id, { preOrderDate: at('2026-11-21', '12:00').toISOString() });
    expect(tomorrow.statusCode).toBe(200);
    const tonight = await orderSoup(soup.id, { preOrderDate: at('2026-11-20', '19:00').toISOString() });
    expect(tonight.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
  });

  it('skips the evening shift and a closed day: back at the first opening of a later day', async () => {
    const hours = {
      weekly: {
        ...defaultWeeklyHours,
        FRIDAY: [
          { from: '11:00', to: '15:00' },
          { from: '17:00', to: '22:00' },
        ],
      },
      specialDates: [{ date: '2026-11-21', label: 'Zárva', labelEnglish: 'Closed', intervals: [] }],
    };
    const saved = await checkout.app.inject({
      method: 'PUT',
      url: '/api/opening-hours',
      payload: hours,
      headers: manager,
    });
    expect(saved.statusCode).toBe(200);
    const soup = await soupOfTheDay();
    checkout.clock.now = at('2026-11-20', '13:40');
    expect((await put({ ...soup, soldOutToday: true }, assistant)).statusCode).toBe(200);
    for (const [day, time, soldOut] of [
      ['2026-11-20', '17:30', true],
      ['2026-11-21', '12:00', true],
      ['2026-11-22', '10:59', true],
      ['2026-11-22', '11:00', false],
    ] as const) {
      checkout.clock.now = at(day, time);
      expect({ day, time, ...(await shownToGuests(soup.id)) }).toMatchObject({ soldOutToday: soldOut });
    }
    const restored = { weekly: defaultWeeklyHours, specialDates: [] };
    checkout.clock.now = at('2026-11-20', '12:00');
    await checkout.app.inject({
      method: 'PUT',
      url: '/api/opening-hours',
      payload: restored,
      headers: manager,
    });
  });

  it('keeps the end of a mark made again, and clears it when unmarked', async () => {
    const soup = await soupOfTheDay({ soldOutToday: true });
    expect(soup.soldOutToday).toBe(true);
    // Saturday 10:00: marking again does not move the end to Sunday.
    checkout.clock.now = at('2026-11-21', '10:00');
    await logIn();
    expect((await put({ ...soup, soldOutToday: true }, assistant)).json().products[0].soldOutToday).toBe(
      true,
    );
    checkout.clock.now = at('2026-11-21', '11:00');
    expect(await shownToGuests(soup.id)).toMatchObject({ soldOutToday: false });

    await put({ ...soup, soldOutToday: true }, assistant);
    const unmarked = await put({ ...soup, soldOutToday: false }, assistant);
    expect(unmarked.json().products[0].soldOutToday).toBe(false);
    expect((await orderSoup(soup.id)).statusCode).toBe(200);
  });

  it('lets an assistant mark sold out and switch off together, but not set portions or the price', async () => {
    const soup = await soupOfTheDay();
    const both = await put({ ...soup, soldOutToday: true, orderable: false }, assistant);
    expect(both.json().products[0]).toMatchObject({ soldOutToday: true, orderable: false });
    for (const [field, value] of [
      ['dailyPortions', 40],
      ['price', 990],
    ] as const) {
      const refused = await put({ ...soup, soldOutToday: true, orderable: false, [field]: value }, assistant);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorType: 'FORBIDDEN', field });
    }
    const counted = await put({ ...soup, dailyPortions: 40 }, manager);
    expect(counted.json().products[0]).toMatchObject({
      dailyPortions: 40,
      portionsLeft: 40,
      soldOutToday: false,
    });
  });
});
