import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverableAddress, guestEmail, useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { addresses, orders } from '../../db/schema/index.ts';

/** Issue 16: floor, door, doorbell and courier note on orders and saved addresses, and the note paid with in cash. */
const checkout = useCheckoutApp();
const { order, place } = checkout;
let staff: Record<string, string>;

beforeAll(async () => {
  staff = (await loggedInUser(checkout.app, checkout.db, { role: 'SHOP_ASSISTANT' })).headers;
});

const details = { floor: '3.', door: '12', doorbell: 'Kiss 12B', courierNote: 'A kapu a sarkon túl van' };
const withDetails = { ...deliverableAddress, ...details };

/** The order as the staff's list of today shows it. */
async function staffView(orderId: number) {
  const list = await checkout.app.inject({ url: '/api/order/today', headers: staff });
  return list.json().orders.find((o: { id: number }) => o.id === orderId);
}

function expectBadField(response: { statusCode: number; json(): unknown }, field: string, message?: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    errorType: 'VALIDATION_ERROR',
    field,
    ...(message ? { message: expect.stringContaining(message) } : {}),
  });
}

describe('an address a courier can find', () => {
  it('keeps floor, door, doorbell and courier note on the order, shows them to the staff and mails them', async () => {
    const email = guestEmail();
    const before = checkout.smtp.received.length;
    const response = await place(order({ email, address: withDetails }));
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json();
    expect((await staffView(orderId)).address).toEqual(withDetails);

    const mail = await checkout.smtp.mailTo(email, before);
    expect(mail.text).toContain('Pozsonyi út 24.\nEmelet: 3.\nAjtó: 12\nKapucsengő: Kiss 12B\n');
    expect(mail.text).toContain('Üzenet a futárnak: A kapu a sarkon túl van');
  });

  it('mails the details in English for an English order', async () => {
    const email = guestEmail();
    const before = checkout.smtp.received.length;
    await place(
      order({ email, language: 'en', address: { ...deliverableAddress, floor: '2', doorbell: '7' } }),
    );
    const mail = await checkout.smtp.mailTo(email, before);
    expect(mail.text).toContain('Delivery address: 1137 Budapest, Pozsonyi út 24.\nFloor: 2\nDoorbell: 7\n');
    expect(mail.text).not.toContain('Door:');
  });

  it('takes an order without the details, as older pay forms send it, and keeps them empty', async () => {
    const response = await place(order());
    expect(response.statusCode).toBe(200);
    expect((await staffView(response.json().orderId)).address).toEqual({
      ...deliverableAddress,
      floor: '',
      door: '',
      doorbell: '',
      courierNote: '',
    });
  });

  it('keeps the details of a saved address, and copies them onto the order placed with it', async () => {
    const customer = await loggedInUser(checkout.app, checkout.db);
    const saved = await checkout.app.inject({
      method: 'POST',
      url: '/api/user/address',
      payload: withDetails,
      headers: customer.headers,
    });
    expect(saved.statusCode).toBe(200);
    const me = await checkout.app.inject({ url: '/api/user/activeuser', headers: customer.headers });
    const [address] = me.json().users[0].addresses;
    expect(address).toMatchObject(withDetails);

    const { id: _id, ...picked } = address;
    const response = await place(order({ address: picked }), customer.headers);
    expect(response.statusCode).toBe(200);
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row).toMatchObject({ userId: customer.user.id, ...withDetails });
  });

  it('still orders to an address saved before the details existed', async () => {
    const customer = await loggedInUser(checkout.app, checkout.db);
    // As migration 0010 left an older row: the new columns take their default.
    await checkout.db.insert(addresses).values({ userId: customer.user.id, ...deliverableAddress });
    const me = await checkout.app.inject({ url: '/api/user/activeuser', headers: customer.headers });
    const [address] = me.json().users[0].addresses;
    expect(address).toMatchObject({
      ...deliverableAddress,
      floor: '',
      door: '',
      doorbell: '',
      courierNote: '',
    });

    const { id: _id, ...picked } = address;
    const response = await place(order({ address: picked }), customer.headers);
    expect(response.statusCode).toBe(200);
  });

  it('refuses details that are too long, naming the field, on the order and on the saved address', async () => {
    const email = guestEmail();
    const tooLong = [
      ['courierNote', 'x'.repeat(201)],
      ['floor', 'x'.repeat(21)],
      ['door', 'x'.repeat(21)],
      ['doorbell', 'x'.repeat(41)],
    ] as const;
    for (const [field, value] of tooLong)
      expectBadField(
        await place(order({ email, address: { ...deliverableAddress, [field]: value } })),
        `address.${field}`,
        'tooLong',
      );
    expect(await checkout.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
    expect(
      (await place(order({ address: { ...deliverableAddress, courierNote: 'x'.repeat(200) } }))).statusCode,
    ).toBe(200);

    const customer = await loggedInUser(checkout.app, checkout.db);
    const saveWith = (changes: object) =>
      checkout.app.inject({
        method: 'POST',
        url: '/api/user/address',
        payload: { ...deliverableAddress, ...changes },
        headers: customer.headers,
      });
    for (const [field, value] of tooLong)
      expectBadField(await saveWith({ [field]: value }), field, 'tooLong');
    expect(await checkout.db.select().from(addresses).where(eq(addresses.userId, customer.user.id))).toEqual(
      [],
    );
  });
});

describe('paying cash with a note', () => {
  const total = () => checkout.dishes.soup.price * 2 + 490;

  it('keeps the amount the guest pays with and shows it to the staff', async () => {
    const response = await place(order({ payWith: 20000 }));
    expect(response.statusCode).toBe(200);
    const [row] = await checkout.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(row?.payWith).toBe(20000);
    expect(await staffView(response.json().orderId)).toMatchObject({ payWith: 20000, total: total() });
  });

  it('takes exactly the total, and no amount at all as null', async () => {
    const exact = await place(order({ payWith: total() }));
    expect(exact.statusCode).toBe(200);
    const none = await place(order());
    expect((await staffView(none.json().orderId)).payWith).toBeNull();
  });

  it('refuses an amount below the server’s total and one with a card payment, naming payWith', async () => {
    const email = guestEmail();
    expectBadField(await place(order({ email, payWith: total() - 1 })), 'payWith', 'belowTotal');
    expectBadField(
      await place(order({ email, payment: 'CREDIT_CARD', payWith: 20000 })),
      'payWith',
      'cashOnly',
    );
    expect(await checkout.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
  });

  it('replays the same request under its key, and refuses the key with another amount', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const payload = order({ payWith: 10000 });
    const first = await place(payload, headers);
    const again = await place(payload, headers);
    expect(again.json().orderId).toBe(first.json().orderId);
    const other = await place({ ...payload, payWith: 20000 }, headers);
    expect(other.json().errorType).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
