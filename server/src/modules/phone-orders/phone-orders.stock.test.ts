import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newSoup, newStew } from '../../../test/dishes.ts';
import { addDish, addGroup, optionOf, sideGroup } from '../../../test/option-groups.ts';
import { usePhoneApp } from '../../../test/phone-app.ts';
import { orders, settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon. The web shop may place one order per address and e-mail here: staff are not
// held by it.
const phone = usePhoneApp({ env: () => ({ ORDER_RATE_LIMIT: '1' }) });
let webAddress = 0;
const placeOnWeb = (changes: Record<string, unknown>) =>
  phone.app.inject({
    method: 'POST',
    url: '/api/order/add',
    payload: phone.body(changes),
    remoteAddress: `10.60.0.${++webAddress}`,
  });

describe('the places of a pre-order slot', () => {
  it('refuses a full slot as the web shop does, and takes it with a reason, which the event log keeps', async () => {
    await phone.db.update(settings).set({ capacityPerSlot: 1 });
    try {
      const slot = instantOf('2026-11-20', '19:00').toISOString();
      const preOrder = { preOrderDate: slot, minutes: undefined };
      expect((await placeOnWeb(preOrder)).statusCode).toBe(200);

      const refused = await phone.take(phone.body(preOrder));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errorType: 'SLOT_FULL', field: 'preOrderDate' });

      const reason = 'Törzsvendég, a konyha vállalta';
      const taken = await phone.take(phone.body({ ...preOrder, slotOverrideReason: reason }));
      expect(taken.statusCode, taken.body).toBe(200);
      const order = taken.json().orders[0];
      const inSlot = await phone.db
        .select()
        .from(orders)
        .where(eq(orders.slotAt, new Date(slot)));
      expect(inSlot).toHaveLength(2);
      const [takenEvent] = await phone.eventsOf(order.id);
      expect(takenEvent).toMatchObject({ eventType: 'ORDER_TAKEN', note: reason });

      // A reason given for a slot with room is not logged as an override.
      const roomy = instantOf('2026-11-20', '20:00').toISOString();
      const free = await phone.take(
        phone.body({ preOrderDate: roomy, minutes: undefined, slotOverrideReason: reason }),
      );
      expect((await phone.eventsOf(free.json().orders[0].id))[0]).toMatchObject({ note: null });
    } finally {
      await phone.db.update(settings).set({ capacityPerSlot: null });
    }
  });
});

describe('what the kitchen has', () => {
  it('refuses a dish marked sold out today, naming its line', async () => {
    const { manager, assistant } = phone.staff;
    const soup = await newSoup(phone.app, manager.headers);
    const marked = await phone.app.inject({
      method: 'PUT',
      url: '/api/product/product',
      payload: { ...soup, soldOutToday: true },
      headers: assistant.headers,
    });
    expect(marked.statusCode).toBe(200);
    const refused = await phone.take(phone.body({ products: [{ id: soup.id, quantity: 3 }] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
  });

  it('takes the daily portions a phone order uses, and refuses one that does not fit', async () => {
    const stew = await newStew(phone.app, phone.staff.manager.headers, 3);
    const stewOf = (quantity: number) => ({ products: [{ id: stew, quantity }] });
    const tooMany = await phone.take(phone.body(stewOf(4)));
    expect(tooMany.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
    expect((await phone.take(phone.body(stewOf(3)))).statusCode).toBe(200);
    expect((await placeOnWeb(stewOf(1))).json().errorType).toBe('SOLD_OUT');
  });

  it('refuses an option the kitchen switched off, naming its group', async () => {
    const { manager } = phone.staff;
    const side = await addGroup(phone.app, manager.headers, sideGroup);
    const chicken = await addDish(phone.app, manager.headers, 'Rántott csirke', [side.id]);
    const rice = optionOf(side, 'Rice').id;
    const off = await phone.app.inject({
      method: 'PUT',
      url: `/api/product/options/${rice}`,
      headers: phone.staff.assistant.headers,
      payload: { available: false },
    });
    expect(off.statusCode).toBe(200);
    const refused = await phone.take(
      phone.body({ products: [{ id: chicken, quantity: 1, options: [rice] }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: `products.0.options.${side.id}`,
      message: 'unavailableOption',
    });
  });

  it('refuses a cart below the minimum order value', async () => {
    const { manager } = phone.staff;
    const soup = await newSoup(phone.app, manager.headers, { price: 500 });
    const small = await phone.take(phone.body({ products: [{ id: soup.id, quantity: 1 }] }));
    expect(small.statusCode).toBe(409);
    expect(small.json()).toMatchObject({ errorType: 'BELOW_MINIMUM_ORDER', field: 'products' });
  });
});

describe('the web shop’s guards against guests', () => {
  it('do not hold staff back: one e-mail’s orders past the order limit, and a coupon guessed wrong many times', async () => {
    const email = 'torzsvendeg@example.com';
    expect((await placeOnWeb({ email })).statusCode).toBe(200);
    expect((await placeOnWeb({ email })).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await phone.take(phone.body({ email }))).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) {
      const wrong = await phone.take(phone.body({ coupon: `NINCS${i}` }));
      expect(wrong.json().errorType).toBe('INVALID_COUPON');
    }
    const right = await phone.take(phone.body({ coupon: 'KONYHA10' }));
    expect(right.statusCode, right.body).toBe(200);
  });
});
