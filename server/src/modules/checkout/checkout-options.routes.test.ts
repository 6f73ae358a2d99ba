import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { addDish, addGroup, extrasGroup, optionOf, sideGroup } from '../../../test/option-groups.ts';

const checkout = useCheckoutApp();
const { calculate, place, order } = checkout;

/** Two sauces exactly, for the "too few" case. */
const saucesGroup = {
  name: 'Két mártás',
  nameEnglish: 'Two sauces',
  required: true,
  min: 2,
  max: 2,
  options: [
    { name: 'Fokhagymás', nameEnglish: 'Garlic', price: 100 },
    { name: 'Csípős', nameEnglish: 'Hot', price: 100 },
    { name: 'Tartár', nameEnglish: 'Tartar', price: 150 },
  ],
};

let manager: Record<string, string>;
let staff: Record<string, string>;
let side: OptionGroup;
let extras: OptionGroup;
let sauces: OptionGroup;
/** Rántott csirke (2990 Ft): side and extras; palacsinta: extras only; lángos: two sauces. */
const dish = { chicken: 0, pancake: 0, langos: 0 };
const option = (group: () => OptionGroup, name: string) => () => optionOf(group(), name).id;
const fries = option(() => side, 'Fries');
const rice = option(() => side, 'Rice');
const mash = option(() => side, 'Mashed potatoes');
const cheese = option(() => extras, 'Cheese');
const bacon = option(() => extras, 'Bacon');
const egg = option(() => extras, 'Fried egg');
const garlic = option(() => sauces, 'Garlic');

beforeAll(async () => {
  manager = (await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' })).headers;
  staff = (await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT' })).headers;
  side = await addGroup(checkout.app, manager, sideGroup);
  extras = await addGroup(checkout.app, manager, extrasGroup);
  sauces = await addGroup(checkout.app, manager, saucesGroup);
  dish.chicken = await addDish(checkout.app, manager, 'Rántott csirke', [side.id, extras.id]);
  dish.pancake = await addDish(checkout.app, manager, 'Palacsinta', [extras.id]);
  dish.langos = await addDish(checkout.app, manager, 'Lángos', [sauces.id]);
});

const summaryOf = async (products: object[], coupon?: string) => {
  const response = await calculate({ products, ...(coupon ? { coupon } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json().orders[0];
};
const todaysOrder = async (orderId: number): Promise<Order> => {
  const response = await checkout.app.inject({ url: '/api/order/today', headers: staff });
  return response.json().orders.find((o: Order) => o.id === orderId);
};

describe('pricing with options', () => {
  it('prices a line as (dish + options) × quantity', async () => {
    const summary = await summaryOf([
      { id: dish.chicken, quantity: 2, options: [mash(), cheese(), bacon()] },
    ]);
    expect(summary.originalPrice).toBe((2990 + 200 + 300 + 450) * 2);
  });

  it('discounts the options with the coupon too', async () => {
    const summary = await summaryOf(
      [{ id: dish.chicken, quantity: 1, options: [mash(), cheese()] }],
      'KONYHA10',
    );
    expect(summary.discountedPrice).toBe(Math.round((2990 + 200 + 300) * 0.9));
  });

  it('orders a dish without required groups in the spec’s shape', async () => {
    const summary = await summaryOf([
      { id: checkout.dishes.soup.id, quantity: 1 },
      { id: dish.pancake, quantity: 2 },
    ]);
    expect(summary.originalPrice).toBe(checkout.dishes.soup.price + 2990 * 2);
  });

  it.each([
    ['an unknown option', () => [999999], 'products.1.options', 'unknownOption'],
    ['another product’s option', () => [fries(), garlic()], 'products.1.options', 'unknownOption'],
    ['a required group left out', () => [cheese()], 'products.1.options.side', 'required'],
    ['two sides', () => [fries(), rice()], 'products.1.options.side', 'tooMany'],
    ['three extras', () => [fries(), cheese(), bacon(), egg()], 'products.1.options.extras', 'tooMany'],
  ])('refuses %s, naming the line and the group', async (_case, chosen, field, message) => {
    const products = [
      { id: dish.pancake, quantity: 1 },
      { id: dish.chicken, quantity: 1, options: chosen() },
    ];
    const expected = field.replace('side', String(side.id)).replace('extras', String(extras.id));
    for (const response of [await calculate({ products }), await place(order({ products }))]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: expected, message });
    }
  });

  it('refuses too few in a group and an option the kitchen ran out of', async () => {
    const fewer = await calculate({ products: [{ id: dish.langos, quantity: 1, options: [garlic()] }] });
    expect(fewer.json()).toMatchObject({ field: `products.0.options.${sauces.id}`, message: 'tooFew' });

    await checkout.app.inject({
      method: 'PUT',
      url: `/api/product/options/${rice()}`,
      headers: staff,
      payload: { available: false },
    });
    const out = await calculate({ products: [{ id: dish.chicken, quantity: 1, options: [rice()] }] });
    expect(out.json()).toMatchObject({
      field: `products.0.options.${side.id}`,
      message: 'unavailableOption',
    });
    const back = await checkout.app.inject({
      method: 'PUT',
      url: `/api/product/options/${rice()}`,
      headers: staff,
      payload: { available: true },
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('orders with options', () => {
  it('keeps the same dish with other options on lines of their own, named and priced as ordered', async () => {
    const placed = await place(
      order({
        products: [
          { id: dish.chicken, quantity: 1, options: [fries()] },
          { id: dish.chicken, quantity: 2, options: [cheese(), mash()] },
          { id: dish.chicken, quantity: 1, options: [mash(), cheese()] },
        ],
      }),
    );
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json();
    const before = await todaysOrder(orderId);
    expect(before.originalPrice).toBe(2990 + (2990 + 200 + 300) * 3);
    expect(before.products).toEqual([
      expect.objectContaining({
        productId: dish.chicken,
        price: 2990,
        quantity: 1,
        options: [
          {
            optionId: fries(),
            groupName: 'Köret választás',
            groupNameEnglish: 'Choice of side',
            name: 'Hasábburgonya',
            nameEnglish: 'Fries',
            price: 0,
          },
        ],
      }),
      expect.objectContaining({
        price: 3490,
        quantity: 3,
        options: [
          expect.objectContaining({ nameEnglish: 'Mashed potatoes', price: 200 }),
          expect.objectContaining({ name: 'Sajt', nameEnglish: 'Cheese', price: 300 }),
        ],
      }),
    ]);

    const { id: _id, options, ...group } = side;
    const renamed = await checkout.app.inject({
      method: 'PUT',
      url: `/api/product/option-groups/${side.id}`,
      headers: manager,
      payload: {
        ...group,
        nameEnglish: 'Side',
        options: options.map(({ available: _a, ...o }) =>
          o.nameEnglish === 'Mashed potatoes' ? { ...o, nameEnglish: 'Mash', price: 900 } : o,
        ),
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await todaysOrder(orderId)).toEqual(before);
  });
});
