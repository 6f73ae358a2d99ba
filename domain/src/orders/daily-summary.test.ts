import { describe, expect, it } from 'vitest';
import { dailySummary } from './daily-summary.ts';

describe('dailySummary', () => {
  it('counts orders and splits paid from unpaid per payment method, with a total row', () => {
    const rows = dailySummary([
      { payment: 'CASH', payed: true, total: 5000 },
      { payment: 'CASH', payed: false, total: 3000 },
      { payment: 'CREDIT_CARD_ONLINE', payed: true, total: 7490 },
      { payment: 'CREDIT_CARD', payed: false, total: 4200 },
    ]);
    expect(rows.map((r) => r.group)).toEqual([
      'CASH',
      'CREDIT_CARD',
      'CREDIT_CARD_ONLINE',
      'RESTAURANT_CASH',
      'RESTAURANT_CARD',
      'TOTAL',
    ]);
    expect(rows[0]).toEqual({
      group: 'CASH',
      ordersNum: 2,
      notPaidOrdersNum: 1,
      notPaidPrice: 3000,
      price: 5000,
    });
    expect(rows[1]).toEqual({
      group: 'CREDIT_CARD',
      ordersNum: 1,
      notPaidOrdersNum: 1,
      notPaidPrice: 4200,
      price: 0,
    });
    expect(rows[3]).toEqual({
      group: 'RESTAURANT_CASH',
      ordersNum: 0,
      notPaidOrdersNum: 0,
      notPaidPrice: 0,
      price: 0,
    });
    expect(rows[5]).toEqual({
      group: 'TOTAL',
      ordersNum: 4,
      notPaidOrdersNum: 2,
      notPaidPrice: 7200,
      price: 12490,
    });
  });

  it('has only zeros on a day without orders', () => {
    expect(dailySummary([]).every((r) => r.ordersNum === 0 && r.price === 0 && r.notPaidPrice === 0)).toBe(
      true,
    );
  });
});
