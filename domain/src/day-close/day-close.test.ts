import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allOrderStates, paymentMethods } from '../orders/order-states.ts';
import { type ClosingOrder, dayCloseFigures, keepsDayOpen } from './day-close.ts';

const at = (time: string) => new Date(`2026-11-20T${time}:00+01:00`);
const order = (overrides: Partial<ClosingOrder> = {}): ClosingOrder => ({
  state: 'DELIVERED',
  payment: 'CASH',
  payed: true,
  total: 5000,
  tip: 0,
  refunded: 0,
  deliveredBy: 'Kovács Béla',
  placedAt: at('11:00'),
  deliveredAt: at('11:50'),
  ...overrides,
});

describe('the day’s close', () => {
  it('tells each courier what to bring back per method, tips apart, and sums the online money', () => {
    const figures = dayCloseFigures([
      order({ total: 5000, tip: 500 }),
      order({ total: 3000, payment: 'SZEP_CARD' }),
      order({ total: 4000, deliveredBy: 'Nagy Anna', payment: 'CREDIT_CARD', tip: 400 }),
      order({ total: 7000, payment: 'CREDIT_CARD_ONLINE', tip: 700, deliveredBy: 'Nagy Anna' }),
      order({
        total: 6000,
        payment: 'SZEP_CARD_ONLINE',
        state: 'REJECTED',
        refunded: 6000,
        deliveredAt: null,
      }),
      order({ total: 2000, state: 'CANCELLED', placedAt: at('10:00'), deliveredAt: null }),
    ]);
    expect(figures.couriers).toEqual([
      {
        courier: 'Kovács Béla',
        methods: [
          { method: 'CASH', orders: 1, amount: 5000, tips: 500 },
          { method: 'SZEP_CARD', orders: 1, amount: 3000, tips: 0 },
        ],
        bringBack: 8500,
      },
      {
        courier: 'Nagy Anna',
        methods: [{ method: 'CREDIT_CARD', orders: 1, amount: 4000, tips: 400 }],
        bringBack: 4400,
      },
    ]);
    expect(figures.online).toEqual({ orders: 1, amount: 7000, tips: 700, refunded: 6000 });
    expect(figures.ordered).toEqual([
      { payment: 'CASH', orders: 1, amount: 5000, tips: 500 },
      { payment: 'CREDIT_CARD', orders: 1, amount: 4000, tips: 400 },
      { payment: 'CREDIT_CARD_ONLINE', orders: 1, amount: 7000, tips: 700 },
      { payment: 'SZEP_CARD', orders: 1, amount: 3000, tips: 0 },
    ]);
    expect(figures.refused).toEqual({ rejected: 1, cancelled: 1 });
    // The day opened with the first order served and closed with the last delivery.
    expect(figures.openedAt).toBe(at('11:00').toISOString());
    expect(figures.closedAt).toBe(at('11:50').toISOString());
  });

  it('puts a delivery nobody known marked last, under nobody', () => {
    const figures = dayCloseFigures([order({ deliveredBy: null }), order({ deliveredBy: 'Béla' })]);
    expect(figures.couriers.map((courier) => courier.courier)).toEqual(['Béla', null]);
  });

  it('is empty on a day without orders', () => {
    expect(dayCloseFigures([])).toEqual({
      ordered: [],
      couriers: [],
      online: { orders: 0, amount: 0, tips: 0, refunded: 0 },
      refused: { rejected: 0, cancelled: 0 },
      documents: { invoices: 0, receipts: 0, reversals: 0, failed: 0 },
      openedAt: null,
      closedAt: null,
    });
  });

  it('carries the documents Számlázz.hu issued for the day as counted', () => {
    const documents = { invoices: 2, receipts: 5, reversals: 1, failed: 0 };
    expect(dayCloseFigures([], documents).documents).toEqual(documents);
  });

  it('stays open while an order is neither delivered nor refused', () => {
    expect(allOrderStates.filter(keepsDayOpen)).toEqual(['NEW', 'PREPARING', 'READY', 'DELIVERING']);
  });

  it('accounts for every forint of the served orders: what was ordered is what came in at the door and online', () => {
    const orders = fc.array(
      fc.record({
        state: fc.constantFrom('DELIVERED' as const, 'REJECTED' as const, 'CANCELLED' as const),
        payment: fc.constantFrom(...paymentMethods),
        payed: fc.constant(true),
        total: fc.integer({ min: 0, max: 100_000 }),
        tip: fc.integer({ min: 0, max: 50_000 }),
        refunded: fc.constant(0),
        deliveredBy: fc.option(fc.constantFrom('Béla', 'Anna')),
        placedAt: fc.constant(at('11:00')),
        deliveredAt: fc.constant(at('12:00')),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(orders, (day) => {
        const figures = dayCloseFigures(day);
        const ordered = figures.ordered.reduce((sum, row) => sum + row.amount + row.tips, 0);
        const door = figures.couriers.reduce((sum, courier) => sum + courier.bringBack, 0);
        expect(door + figures.online.amount + figures.online.tips).toBe(ordered);
        const served = day.filter((each) => each.state === 'DELIVERED');
        expect(ordered).toBe(served.reduce((sum, each) => sum + each.total + each.tip, 0));
      }),
    );
  });
});
