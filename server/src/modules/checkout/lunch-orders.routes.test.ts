import type { LunchWeekInput } from '@konyha/domain/lunch/lunch-menu.schemas';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';

// Friday 20 November 2026, noon (the checkout app's clock), in ISO week 47; the kitchen is open 11:00–22:00.
const checkout = useCheckoutApp();
const friday = '2026-11-20';
const monday = '2026-11-23';

const staff = async (role: 'MANAGER' | 'SHOP_ASSISTANT') =>
  (await loggedInUser(checkout.app, checkout.db, { role })).headers;

const dish = (name: string, nameEnglish: string) => ({ productId: null, name, nameEnglish });
const variant = (code: string, portions: number | null, mainOnlyPrice: number | null = null) => ({
  code,
  price: 2490,
  mainOnlyPrice,
  soup: dish('Gulyásleves', 'Goulash soup'),
  main: dish(`Rántott csirke ${code}`, `Fried chicken ${code}`),
  portions,
});

/** Saves a week's lunch menu as a manager; answers the variants by day and code. */
async function saveWeek(week: string, days: LunchWeekInput['days']) {
  const saved = await checkout.app.inject({
    method: 'PUT',
    url: `/api/lunch-menu/${week}`,
    headers: await staff('MANAGER'),
    payload: { days },
  });
  expect(saved.statusCode).toBe(200);
  const ids = new Map<string, number>();
  for (const day of saved.json().days)
    for (const v of day.variants) ids.set(`${day.date} ${v.code}`, v.id as number);
  return (date: string, code: string) => ids.get(`${date} ${code}`) as number;
}

const lunchOrder = (products: object[], changes: Record<string, unknown> = {}) =>
  checkout.place({ ...checkout.order(changes), products });

describe('ordering the lunch menu', () => {
  it('takes variants as lines of their own, each naming its soup and main and whom it is for', async () => {
    const idOf = await saveWeek('2026-W47', [
      { date: friday, variants: [variant('A', 10, 1990), variant('B', null)] },
    ]);
    const placed = await lunchOrder([
      { lunchVariantId: idOf(friday, 'A'), date: friday, quantity: 2, forName: 'Kata' },
      { lunchVariantId: idOf(friday, 'A'), date: friday, quantity: 1, mainOnly: true, forName: 'Péter' },
      { id: checkout.dishes.pickle.id, quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(200);
    const { orderId, statusUrl } = placed.json();

    const token = new URL(statusUrl).pathname.split('/').pop();
    const status = (await checkout.app.inject({ url: `/api/order-status/${token}` })).json();
    const lines = status.products as {
      name: string;
      price: number;
      quantity: number;
      forName: string | null;
    }[];
    expect(lines.map(({ name, price, quantity, forName }) => ({ name, price, quantity, forName }))).toEqual([
      { name: expect.any(String), price: checkout.dishes.pickle.price, quantity: 1, forName: null },
      { name: 'A menü', price: 2490, quantity: 2, forName: 'Kata' },
      { name: 'A menü, csak főétel', price: 1990, quantity: 1, forName: 'Péter' },
    ]);
    expect(status.products[1].lunch).toMatchObject({
      date: friday,
      code: 'A',
      soup: { name: 'Gulyásleves' },
      main: { nameEnglish: 'Fried chicken A' },
    });

    const headers = await staff('SHOP_ASSISTANT');
    const ticket = (await checkout.app.inject({ url: `/api/order/${orderId}/ticket`, headers })).json();
    expect(ticket.text).toEqual(
      expect.arrayContaining([
        expect.stringContaining('A menü'),
        expect.stringContaining('Leves: Gulyásleves'),
        expect.stringContaining('Kata részére'),
      ]),
    );
    const slip = (await checkout.app.inject({ url: `/api/order/${orderId}/slip`, headers })).json();
    expect(slip.boxes).toEqual([
      { forName: 'Kata', quantity: 2, name: 'A menü', nameEnglish: 'Menu A' },
      { forName: 'Péter', quantity: 1, name: 'A menü, csak főétel', nameEnglish: 'Menu A, main only' },
    ]);
    expect(slip.text).toEqual(expect.arrayContaining(['Kata: 2 × A menü']));
  });

  it('prices a variant in the cart like a dish, its main alone only where the menu sells it so', async () => {
    const idOf = await saveWeek('2026-W47', [
      { date: friday, variants: [variant('A', null, 1990), variant('B', null)] },
    ]);
    const priced = await checkout.calculate({
      products: [
        { lunchVariantId: idOf(friday, 'A'), date: friday, quantity: 2 },
        { lunchVariantId: idOf(friday, 'A'), date: friday, quantity: 1, mainOnly: true },
      ],
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().orders[0]).toMatchObject({ originalPrice: 2 * 2490 + 1990 });

    const noMainOnly = await checkout.calculate({
      products: [{ lunchVariantId: idOf(friday, 'B'), date: friday, quantity: 1, mainOnly: true }],
    });
    expect(noMainOnly.statusCode).toBe(400);
    expect(noMainOnly.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'products.0.mainOnly' });

    const otherDay = await checkout.calculate({
      products: [{ lunchVariantId: idOf(friday, 'A'), date: monday, quantity: 1 }],
    });
    expect(otherDay.json()).toMatchObject({ field: 'products.0.lunchVariantId' });
    const noDate = await checkout.calculate({
      products: [{ lunchVariantId: idOf(friday, 'A'), quantity: 1 }],
    });
    expect(noDate.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'products.0.date' });
  });

  it('refuses a variant after the lunch window, naming the line, and takes a pre-order tonight for tomorrow noon', async () => {
    const idOf = await saveWeek('2026-W48', [{ date: monday, variants: [variant('A', null)] }]);
    // Monday 15:05: the kitchen is open, lunch is over.
    checkout.clock.now = instantOf(monday, '15:05');
    const late = await lunchOrder([{ lunchVariantId: idOf(monday, 'A'), date: monday, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorType: 'NOT_AVAILABLE_NOW', field: 'products.0.lunchVariantId' });
    expect(late.json().message).toContain('11:00');

    // Sunday 21:00, the night before: a pre-order for Monday 12:00 is judged by its time.
    checkout.clock.now = instantOf('2026-11-22', '21:00');
    const preOrder = await lunchOrder([{ lunchVariantId: idOf(monday, 'A'), date: monday, quantity: 2 }], {
      preOrderDate: instantOf(monday, '12:00').toISOString(),
    });
    expect(preOrder.json()).toMatchObject({ orderId: expect.any(Number) });
    const tooLate = await lunchOrder([{ lunchVariantId: idOf(monday, 'A'), date: monday, quantity: 2 }], {
      preOrderDate: instantOf(monday, '15:00').toISOString(),
    });
    expect(tooLate.json()).toMatchObject({ errorType: 'NOT_AVAILABLE_NOW' });
  });

  it("counts a variant's portions down and refuses what does not fit, naming the line", async () => {
    // D: a variant no test above ordered (a saved variant keeps its day, code and the orders of it).
    const idOf = await saveWeek('2026-W47', [{ date: friday, variants: [variant('D', 3)] }]);
    const a = idOf(friday, 'D');
    expect((await lunchOrder([{ lunchVariantId: a, date: friday, quantity: 2 }])).json()).toMatchObject({
      orderId: expect.any(Number),
    });
    const tooMany = await lunchOrder([
      { id: checkout.dishes.pickle.id, quantity: 1 },
      { lunchVariantId: a, date: friday, quantity: 1, forName: 'Kata' },
      { lunchVariantId: a, date: friday, quantity: 1, forName: 'Péter' },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.1' });
    const week = (await checkout.app.inject({ url: '/api/lunch-menu?week=2026-W47' })).json();
    expect(week.days[0].variants.find((v: { code: string }) => v.code === 'D').portionsLeft).toBe(1);
    const last = await lunchOrder([
      { lunchVariantId: a, date: friday, quantity: 1 },
      { id: checkout.dishes.soup.id, quantity: 1 },
    ]);
    expect(last.statusCode).toBe(200);
  });

  it("keeps an order's lunch menus when staff change its dishes, and lets an order of lunch menus only change", async () => {
    const idOf = await saveWeek('2026-W47', [{ date: friday, variants: [variant('E', null)] }]);
    const e = { lunchVariantId: idOf(friday, 'E'), date: friday, quantity: 2, forName: 'Kata' };
    const placed = await lunchOrder([e, { id: checkout.dishes.pickle.id, quantity: 1 }]);
    const orderId = placed.json().orderId as number;
    const headers = await staff('MANAGER');
    const versions = [1, 2];
    const change = (products: object[]) =>
      checkout.app.inject({
        method: 'PUT',
        url: `/api/order/${orderId}/content`,
        headers,
        payload: { version: versions.shift(), products, reason: 'A vendég kérte' },
      });
    const changed = await change([{ id: checkout.dishes.pickle.id, quantity: 3 }]);
    expect(changed.statusCode).toBe(200);
    const [order] = changed.json().orders;
    const lines = order.products as { name: string; quantity: number; forName: string | null }[];
    expect(lines.map(({ name, quantity, forName }) => ({ name, quantity, forName }))).toEqual([
      { name: expect.any(String), quantity: 3, forName: null },
      { name: 'E menü', quantity: 2, forName: 'Kata' },
    ]);
    expect(order.total).toBe(2 * 2490 + 3 * checkout.dishes.pickle.price + order.shippingCost);

    // An order of lunch menus only: its dishes all gone, its menus and the change still go through.
    const menusOnly = await change([]);
    expect(menusOnly.statusCode).toBe(200);
  });
});
