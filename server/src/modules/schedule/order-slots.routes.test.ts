import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { guestEmail, useCheckoutApp } from '../../../test/checkout-app.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { orders, settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon; the seeded hours: every day 11:00–22:00, slots every 15 minutes, 2 hours ahead.
const checkout = useCheckoutApp();
const { order, place } = checkout;

beforeEach(async () => {
  await checkout.db.update(settings).set({
    openingHours: null,
    leadMinutes: 120,
    firstSlotAfterOpeningMinutes: 60,
    capacityPerSlot: null,
    capacityByWeekday: {},
    busyPausedUntil: null,
  });
});

type Offer = { time: string; at: string; available: boolean };
const slotsOf = async (day: string): Promise<Offer[]> => {
  const response = await checkout.app.inject({ method: 'GET', url: `/api/order/slots?day=${day}` });
  expect(response.statusCode).toBe(200);
  return response.json().slots;
};
const offerAt = async (day: string, time: string) => (await slotsOf(day)).find((slot) => slot.time === time);
const preOrder = (day: string, time: string, email = guestEmail()) =>
  place(order({ email, preOrderDate: instantOf(day, time).toISOString() }));

describe('GET /api/order/slots', () => {
  it('offers every 15 minutes inside the hours, the lead time ahead, with the instant to send', async () => {
    const today = await slotsOf('2026-11-20');
    expect(today[0]).toEqual({
      time: '14:00',
      at: instantOf('2026-11-20', '14:00').toISOString(),
      available: true,
    });
    expect(today.at(-1)?.time).toBe('21:45');
    // SPEC §5: from 12:00, an hour after the 11:00 opening, to the last quarter before closing.
    const saturday = await slotsOf('2026-11-21');
    expect(saturday).toHaveLength(40);
    expect(saturday[0]?.time).toBe('12:00');
    expect(saturday.at(-1)?.time).toBe('21:45');
  });

  it('starts at opening once a manager sets the first slot 0 minutes after it', async () => {
    const manager = (await loggedInUser(checkout.app, checkout.db, { role: 'MANAGER' })).headers;
    const current = (await checkout.app.inject({ method: 'GET', url: '/api/settings/schedule' })).json();
    const saved = await checkout.app.inject({
      method: 'PUT',
      url: '/api/settings/schedule',
      payload: { ...current, firstSlotAfterOpeningMinutes: 0 },
      headers: manager,
    });
    expect(saved.statusCode).toBe(200);
    const saturday = await slotsOf('2026-11-21');
    expect(saturday[0]?.time).toBe('11:00');
    expect(saturday).toHaveLength(44);
    expect((await preOrder('2026-11-21', '11:30')).statusCode).toBe(200);
  });

  it('offers nothing on a day outside the pre-order days, and names a malformed day', async () => {
    expect(await slotsOf('2026-11-19')).toEqual([]);
    expect(await slotsOf('2026-11-24')).toEqual([]);
    expect(await slotsOf('2026-12-24')).toEqual([]);
    const bad = await checkout.app.inject({ method: 'GET', url: '/api/order/slots?day=tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'day' });
  });

  it('marks a full slot not available and refuses an order for it with 409 SLOT_FULL, storing nothing', async () => {
    await checkout.db.update(settings).set({ capacityPerSlot: 5, capacityByWeekday: { SATURDAY: 2 } });
    for (let i = 0; i < 2; i++) expect((await preOrder('2026-11-21', '18:00')).statusCode).toBe(200);
    expect(await offerAt('2026-11-21', '18:00')).toMatchObject({ available: false });
    expect(await offerAt('2026-11-21', '18:15')).toMatchObject({ available: true });

    const email = guestEmail();
    const refused = await preOrder('2026-11-21', '18:00', email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorType: 'SLOT_FULL', field: 'preOrderDate' });
    expect(await checkout.db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
    expect((await preOrder('2026-11-21', '18:15')).statusCode).toBe(200);
  });

  it('gives the place of a refused order, or of a card payment left at the bank, back to the slot', async () => {
    await checkout.db.update(settings).set({ capacityPerSlot: 1 });
    const taken = await preOrder('2026-11-22', '12:00');
    expect(await offerAt('2026-11-22', '12:00')).toMatchObject({ available: false });
    await checkout.db.update(orders).set({ state: 'REJECTED' }).where(eq(orders.id, taken.json().orderId));
    expect(await offerAt('2026-11-22', '12:00')).toMatchObject({ available: true });

    const atTheBank = await preOrder('2026-11-22', '12:00');
    await checkout.db
      .update(orders)
      .set({ payment: 'CREDIT_CARD_ONLINE', paymentStatus: 'CHALLENGE' })
      .where(eq(orders.id, atTheBank.json().orderId));
    expect(await offerAt('2026-11-22', '12:00')).toMatchObject({ available: false });
    checkout.clock.now = instantOf('2026-11-20', '12:20');
    expect(await offerAt('2026-11-22', '12:00')).toMatchObject({ available: true });
  });

  it('marks the slots inside a pause not available and those after it available', async () => {
    await checkout.db.update(settings).set({
      leadMinutes: 0,
      busyPausedUntil: instantOf('2026-11-20', '12:30'),
    });
    const today = await slotsOf('2026-11-20');
    expect(today.slice(0, 3)).toMatchObject([
      { time: '12:00', available: false },
      { time: '12:15', available: false },
      { time: '12:30', available: true },
    ]);
  });
});
