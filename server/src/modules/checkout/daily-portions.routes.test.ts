import { instantOf } from '@konyha/domain/restaurant/local-time';
import { describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { decide } from '../../../test/decisions.ts';
import { newStew } from '../../../test/dishes.ts';
import { eventually } from '../../../test/eventually.ts';
import { loggedInUser } from '../../../test/factories.ts';

// Friday 20 November 2026, noon (the checkout app's clock); open 11:00–22:00 every day.
const checkout = useCheckoutApp();
const at = (day: string, time: string) => instantOf(day, time);

const staff = async (role: 'MANAGER' | 'SHOP_ASSISTANT') =>
  (await loggedInUser(checkout.app, checkout.db, { role })).headers;

const portionsLeft = async (id: number) => {
  const foods = (await checkout.app.inject({ url: '/api/product/foods' })).json().products;
  return foods.find((p: { id: number }) => p.id === id)?.portionsLeft as number | null;
};
/** Guests see the count once every instance has heard of the order (a NOTIFY). */
const portionsLeftSoon = (id: number, expected: number) =>
  eventually(
    () => portionsLeft(id),
    (left) => left === expected,
  );

const orderStew = (id: number, quantity: number, changes: Record<string, unknown> = {}) =>
  checkout.place({ ...checkout.order(changes), products: [{ id, quantity }] });

describe('daily portions', () => {
  it('counts the portions left down and refuses an order that does not fit, naming the dish', async () => {
    const stew = await newStew(checkout.app, await staff('MANAGER'), 3);
    expect((await orderStew(stew, 2)).statusCode).toBe(200);
    expect(await portionsLeftSoon(stew, 1)).toBe(1);

    const tooMany = await checkout.place({
      ...checkout.order(),
      products: [
        { id: checkout.dishes.soup.id, quantity: 1 },
        { id: stew, quantity: 2 },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.1' });
    expect(tooMany.json().message).toContain('Stew of the day');

    expect((await orderStew(stew, 1)).statusCode).toBe(200);
    expect(await portionsLeftSoon(stew, 0)).toBe(0);
    expect((await orderStew(stew, 1)).json().errorType).toBe('SOLD_OUT');
    // The cart's price is still told (the order itself is refused).
    const priced = await checkout.calculate({ products: [{ id: stew, quantity: 1 }] });
    expect(priced.statusCode).toBe(200);
  });

  it('counts a pre-order against its own day, and starts each day afresh', async () => {
    const stew = await newStew(checkout.app, await staff('MANAGER'), 2);
    const saturdayNoon = at('2026-11-21', '12:00').toISOString();
    expect((await orderStew(stew, 2, { preOrderDate: saturdayNoon })).statusCode).toBe(200);
    const another = await orderStew(stew, 1, { preOrderDate: saturdayNoon });
    expect(another.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
    expect(await portionsLeft(stew)).toBe(2);
    expect((await orderStew(stew, 2)).statusCode).toBe(200);
    expect(await portionsLeftSoon(stew, 0)).toBe(0);

    checkout.clock.now = at('2026-11-21', '11:00');
    expect(await portionsLeft(stew)).toBe(0);
    checkout.clock.now = at('2026-11-22', '11:00');
    expect(await portionsLeft(stew)).toBe(2);
  });

  it('gives the portions of a rejected order back', async () => {
    const stew = await newStew(checkout.app, await staff('MANAGER'), 2);
    const placed = await orderStew(stew, 2);
    expect(await portionsLeftSoon(stew, 0)).toBe(0);
    const rejected = await decide(
      checkout.app,
      placed.json().orderId,
      'reject',
      { reason: 'TOO_BUSY' },
      await staff('SHOP_ASSISTANT'),
    );
    expect(rejected.statusCode).toBe(200);
    expect(await portionsLeftSoon(stew, 2)).toBe(2);
    expect((await orderStew(stew, 2)).statusCode).toBe(200);
  });

  it('shows the staff the portions left on the product list', async () => {
    const stew = await newStew(checkout.app, await staff('MANAGER'), 5);
    await orderStew(stew, 2);
    const page = await checkout.app.inject({
      url: '/api/product/products?pageNo=0&pageSize=100',
      headers: await staff('SHOP_ASSISTANT'),
    });
    const listed = page.json().products.find((p: { id: number }) => p.id === stew);
    expect(listed).toMatchObject({ dailyPortions: 5, portionsLeft: 3, soldOutToday: false });
  });
});
