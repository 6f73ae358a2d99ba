import { describe, expect, it } from 'vitest';
import { doorMoney } from './cash.ts';

describe('what the courier settles at the door', () => {
  it('collects the total of a cash order and brings the change for the note the guest named', () => {
    expect(doorMoney({ payment: 'CASH', payed: false, total: 5490, payWith: 10000 })).toEqual({
      paid: false,
      collect: 5490,
      change: 4510,
    });
  });

  it('brings no change when the guest named no note, nor for a bank or SZÉP card at the door', () => {
    expect(doorMoney({ payment: 'CASH', payed: false, total: 5490, payWith: null }).change).toBeNull();
    for (const payment of ['CREDIT_CARD', 'SZEP_CARD']) {
      expect(doorMoney({ payment, payed: false, total: 5490, payWith: null })).toEqual({
        paid: false,
        collect: 5490,
        change: null,
      });
    }
  });

  it('collects nothing once the order is paid', () => {
    expect(doorMoney({ payment: 'CREDIT_CARD_ONLINE', payed: true, total: 5490, payWith: null })).toEqual({
      paid: true,
      collect: 0,
      change: null,
    });
  });

  it('collects the extra of an order paid online that staff made dearer, to be paid at the door', () => {
    const order = { payment: 'CREDIT_CARD_ONLINE', payed: true, total: 6480, payWith: null, extraDue: 990 };
    expect(doorMoney(order)).toEqual({ paid: false, collect: 990, change: null });
    expect(doorMoney({ ...order, extraDue: 0 })).toEqual({ paid: true, collect: 0, change: null });
  });
});
