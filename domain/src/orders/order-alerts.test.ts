import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlertOrder,
  escalatesAt,
  isOverdue,
  isRinging,
  mayDecide,
  preselectedMinutes,
  promiseFor,
  ringingOrders,
} from './order-alerts.ts';
import { defaultAlertSettings as settings } from './order-decisions.ts';

const placed = new Date('2026-11-23T11:00:00Z');
const at = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);
const order = (fields: Partial<AlertOrder> = {}): AlertOrder => ({
  state: 'NEW',
  orderDate: placed.toISOString(),
  preOrderDate: null,
  acknowledgedAt: null,
  acceptedAt: null,
  ...fields,
});

describe('ringing', () => {
  it('rings for a new order until someone decides on it', () => {
    expect(isRinging(order(), settings, placed)).toBe(true);
    expect(
      isRinging(order({ acknowledgedAt: at(1).toISOString(), acceptedAt: at(1) }), settings, at(2)),
    ).toBe(false);
    expect(isRinging(order({ state: 'PREPARING' }), settings, placed)).toBe(false);
    expect(isRinging(order({ state: 'REJECTED' }), settings, placed)).toBe(false);
  });

  it('rings an accepted pre-order again from 45 minutes before its slot until it is started', () => {
    const slot = at(3 * 24 * 60);
    const accepted = order({ preOrderDate: slot, acknowledgedAt: at(1), acceptedAt: at(1) });
    expect(isRinging(accepted, settings, at(3 * 24 * 60 - 46))).toBe(false);
    expect(isRinging(accepted, settings, at(3 * 24 * 60 - 45))).toBe(true);
    expect(isRinging({ ...accepted, state: 'PREPARING' }, settings, at(3 * 24 * 60 - 10))).toBe(false);
  });

  it('lists the ringing orders oldest first', () => {
    const later = order({ orderDate: at(5).toISOString() });
    const earlier = order({ orderDate: at(1).toISOString() });
    const decided = order({ acknowledgedAt: at(2), acceptedAt: at(2), state: 'PREPARING' });
    expect(ringingOrders([later, decided, earlier], settings, at(6))).toEqual([earlier, later]);
  });
});

describe('escalation', () => {
  it('turns an unacknowledged order overdue exactly at the escalation time', () => {
    expect(escalatesAt(order(), settings)).toEqual(at(3));
    expect(isOverdue(order(), settings, new Date(at(3).getTime() - 1))).toBe(false);
    expect(isOverdue(order(), settings, at(3))).toBe(true);
    expect(isOverdue(order({ acknowledgedAt: at(1) }), settings, at(10))).toBe(false);
  });

  it('is never overdue before its escalation time, and always after it while unacknowledged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        (after, offsetMs) => {
          const rule = { ...settings, managersAfterMinutes: after };
          const now = new Date(placed.getTime() + after * 60_000 + offsetMs);
          expect(isOverdue(order(), rule, now)).toBe(offsetMs >= 0);
        },
      ),
    );
  });
});

describe('deciding', () => {
  it('lets one decision through on a new order and refuses the second', () => {
    expect(mayDecide(order(), 'accept')).toBe(true);
    expect(mayDecide(order(), 'reject')).toBe(true);
    const accepted = order({ state: 'PREPARING', acknowledgedAt: at(1), acceptedAt: at(1) });
    expect(mayDecide(accepted, 'accept')).toBe(false);
    expect(mayDecide(accepted, 'reject')).toBe(false);
    expect(mayDecide(order({ state: 'REJECTED', acknowledgedAt: at(1) }), 'accept')).toBe(false);
  });

  it('cancels accepted orders before delivery only', () => {
    expect(mayDecide(order(), 'cancel')).toBe(false);
    expect(mayDecide(order({ state: 'PREPARING' }), 'cancel')).toBe(true);
    expect(mayDecide(order({ state: 'READY' }), 'cancel')).toBe(true);
    expect(mayDecide(order({ state: 'DELIVERING' }), 'cancel')).toBe(true);
    expect(mayDecide(order({ acceptedAt: at(1), preOrderDate: at(600) }), 'cancel')).toBe(true);
    expect(mayDecide(order({ state: 'DELIVERED' }), 'cancel')).toBe(false);
    expect(mayDecide(order({ state: 'CANCELLED' }), 'cancel')).toBe(false);
  });

  it('starts pre-orders that are still new', () => {
    expect(mayDecide(order({ preOrderDate: at(600) }), 'start')).toBe(true);
    expect(mayDecide(order(), 'start')).toBe(false);
    expect(mayDecide(order({ preOrderDate: at(600), state: 'PREPARING' }), 'start')).toBe(false);
  });

  it('marks ready only an order being prepared (issue 33): a new one is accepted or started first', () => {
    expect(mayDecide(order({ state: 'PREPARING', acceptedAt: at(1) }), 'ready')).toBe(true);
    expect(mayDecide(order(), 'ready')).toBe(false);
    expect(mayDecide(order({ acceptedAt: at(1), preOrderDate: at(600) }), 'ready')).toBe(false);
    for (const state of ['READY', 'DELIVERING', 'DELIVERED', 'CANCELLED'] as const)
      expect(mayDecide(order({ state }), 'ready')).toBe(false);
  });
});

describe('the promised ready time', () => {
  it('is minutes from now, a clock time, or a pre-order slot', () => {
    expect(promiseFor(order(), { minutes: 30 }, at(1))).toEqual({ promisedAt: at(31) });
    expect(promiseFor(order(), { promisedAt: at(40).toISOString() }, at(1))).toEqual({ promisedAt: at(40) });
    expect(promiseFor(order({ preOrderDate: at(600) }), { minutes: 20 }, at(1))).toEqual({
      promisedAt: at(600),
    });
  });

  it('refuses a time in the past, more than 12 hours ahead, or none at all', () => {
    expect(promiseFor(order(), { promisedAt: at(0).toISOString() }, at(1))).toEqual({
      field: 'promisedAt',
      message: 'inThePast',
    });
    expect(promiseFor(order(), { promisedAt: at(12 * 60 + 1).toISOString() }, at(0))).toMatchObject({
      field: 'promisedAt',
    });
    expect(promiseFor(order(), { promisedAt: at(12 * 60).toISOString() }, at(0))).toEqual({
      promisedAt: at(12 * 60),
    });
    expect(promiseFor(order(), {}, at(0))).toEqual({ field: 'minutes', message: 'required' });
  });

  it('preselects the quick choice nearest the delivery-time setting', () => {
    expect(preselectedMinutes(40)).toBe(45);
    expect(preselectedMinutes(25)).toBe(20);
    expect(preselectedMinutes(5)).toBe(20);
    expect(preselectedMinutes(240)).toBe(90);
  });
});
