import { instantOf } from '@konyha/domain/restaurant/local-time';
import { defaultWeeklyHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { guestEmail, useCheckoutApp } from '../../../test/checkout-app.ts';
import { orders, settings } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon; delivery takes 60 minutes (the seed).
const checkout = useCheckoutApp();
const { order, place } = checkout;

beforeEach(async () => {
  await checkout.db.update(settings).set({
    openingHours: null,
    capacityPerSlot: null,
    capacityByWeekday: {},
    busyExtraMinutes: null,
    busyExtraUntil: null,
    busyPausedUntil: null,
    firstSlotAfterOpeningMinutes: 60,
  });
});

const at = (time: string) => instantOf('2026-11-20', time);
const slotOf = async (orderId: number) =>
  (await checkout.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.slotAt?.toISOString();

describe('ordering "as soon as possible"', () => {
  it('is taken only inside an opening interval of the staff hours', async () => {
    const split = [
      { from: '11:00', to: '15:00' },
      { from: '17:00', to: '22:30' },
    ];
    await checkout.db
      .update(settings)
      .set({ openingHours: { weekly: { ...defaultWeeklyHours, FRIDAY: split }, specialDates: [] } });
    checkout.clock.now = at('16:00');
    const closed = await place(order());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errorType).toBe('RESTAURANT_CLOSED');
    checkout.clock.now = at('17:00');
    expect((await place(order())).statusCode).toBe(200);
    checkout.clock.now = at('22:15');
    expect((await place(order())).statusCode).toBe(200);
  });

  it('is refused while orders are paused, and taken again once the pause is over', async () => {
    await checkout.db.update(settings).set({ busyPausedUntil: at('12:30') });
    const paused = await place(order());
    expect(paused.statusCode).toBe(409);
    expect(paused.json().errorType).toBe('ORDERS_PAUSED');
    checkout.clock.now = at('12:30');
    expect((await place(order())).statusCode).toBe(200);
  });

  it('counts against the slot of its promised time, the busy minutes included', async () => {
    // An evening of its own: the orders of the other tests here count against earlier slots.
    checkout.clock.now = at('18:00');
    await checkout.db.update(settings).set({ capacityPerSlot: 1 });
    const first = await place(order());
    expect(first.statusCode).toBe(200);
    expect(await slotOf(first.json().orderId)).toBe(at('19:00').toISOString());
    const second = await place(order());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorType: 'SLOT_FULL', field: 'preOrderDate' });

    await checkout.db.update(settings).set({ busyExtraMinutes: 30, busyExtraUntil: at('19:00') });
    const later = await place(order());
    expect(later.statusCode).toBe(200);
    expect(await slotOf(later.json().orderId)).toBe(at('19:30').toISOString());
  });
});

describe('pre-ordering while paused', () => {
  it('takes a later slot, refuses one inside the pause with 409 ORDERS_PAUSED naming the field', async () => {
    await checkout.db.update(settings).set({ busyPausedUntil: at('14:30') });
    const inside = await place(order({ preOrderDate: at('14:15').toISOString() }));
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toMatchObject({ errorType: 'ORDERS_PAUSED', field: 'preOrderDate' });
    const email = guestEmail();
    const after = await place(order({ email, preOrderDate: at('14:30').toISOString() }));
    expect(after.statusCode).toBe(200);
    expect(await slotOf(after.json().orderId)).toBe(at('14:30').toISOString());
  });

  it('refuses a time off the staff hours naming the field, as the pay form never offers it', async () => {
    await checkout.db.update(settings).set({
      openingHours: { weekly: { ...defaultWeeklyHours, SATURDAY: [] }, specialDates: [] },
    });
    const closedDay = await place(order({ preOrderDate: instantOf('2026-11-21', '18:00').toISOString() }));
    expect(closedDay.json()).toMatchObject({ field: 'preOrderDate', message: 'dayNotAllowed' });
    const atClosing = await place(order({ preOrderDate: at('22:00').toISOString() }));
    expect(atClosing.json()).toMatchObject({ field: 'preOrderDate', message: 'slotNotAllowed' });
  });

  it('refuses a time in the hour after opening naming the field, and takes 12:00 (SPEC §5)', async () => {
    const saturday = (time: string) => instantOf('2026-11-21', time).toISOString();
    const early = await place(order({ preOrderDate: saturday('11:30') }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'preOrderDate',
      message: 'slotNotAllowed',
    });
    expect((await place(order({ preOrderDate: saturday('12:00') }))).statusCode).toBe(200);
  });
});
