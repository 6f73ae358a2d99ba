import { describe, expect, it } from 'vitest';
import { dailySummary, dailyVat, refusedCounts } from './daily-summary.ts';

describe('dailySummary', () => {
  it('counts orders and splits paid from unpaid per payment method, with a total row', () => {
    const rows = dailySummary([
      { state: 'DELIVERED', payment: 'CASH', payed: true, total: 5000, tip: 500 },
      { state: 'DELIVERED', payment: 'CASH', payed: false, total: 3000, tip: 0 },
      { state: 'DELIVERED', payment: 'CREDIT_CARD_ONLINE', payed: true, total: 7490, tip: 750 },
      { state: 'DELIVERED', payment: 'CREDIT_CARD', payed: false, total: 4200, tip: 0 },
    ]);
    expect(rows.map((r) => r.group)).toEqual([
      'CASH',
      'CREDIT_CARD',
      'CREDIT_CARD_ONLINE',
      'SZEP_CARD',
      'SZEP_CARD_ONLINE',
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
      tips: 500,
    });
    expect(rows[1]).toEqual({
      group: 'CREDIT_CARD',
      ordersNum: 1,
      notPaidOrdersNum: 1,
      notPaidPrice: 4200,
      price: 0,
      tips: 0,
    });
    expect(rows.find((r) => r.group === 'RESTAURANT_CASH')).toEqual({
      group: 'RESTAURANT_CASH',
      ordersNum: 0,
      notPaidOrdersNum: 0,
      notPaidPrice: 0,
      price: 0,
      tips: 0,
    });
    expect(rows.at(-1)).toEqual({
      group: 'TOTAL',
      ordersNum: 4,
      notPaidOrdersNum: 2,
      notPaidPrice: 7200,
      price: 12490,
      // The couriers' tips apart from the orders' totals (issue 34).
      tips: 1250,
    });
  });

  it('leaves rejected and cancelled orders out of the sums and counts them apart', () => {
    const orders = [
      { state: 'DELIVERED', payment: 'CASH', payed: true, total: 5000 },
      { state: 'REJECTED', payment: 'CASH', payed: false, total: 3000 },
      { state: 'CANCELLED', payment: 'CREDIT_CARD_ONLINE', payed: true, total: 7490 },
      { state: 'REJECTED', payment: 'CREDIT_CARD', payed: false, total: 4200 },
      { state: 'NEW', payment: 'CREDIT_CARD', payed: false, total: 2000 },
    ] as const;
    const total = dailySummary(orders).at(-1);
    expect(total).toEqual({
      group: 'TOTAL',
      ordersNum: 2,
      notPaidOrdersNum: 1,
      notPaidPrice: 2000,
      price: 5000,
      tips: 0,
    });
    expect(dailySummary(orders)[2]).toMatchObject({ group: 'CREDIT_CARD_ONLINE', ordersNum: 0, price: 0 });
    expect(refusedCounts(orders)).toEqual({ rejected: 2, cancelled: 1 });
  });

  it('counts SZÉP cards at the door and online each in a row of their own, apart from bank cards', () => {
    const rows = dailySummary([
      { state: 'DELIVERED', payment: 'SZEP_CARD', payed: true, total: 4000 },
      { state: 'DELIVERING', payment: 'SZEP_CARD', payed: false, total: 2500 },
      { state: 'NEW', payment: 'SZEP_CARD_ONLINE', payed: true, total: 6100 },
      { state: 'DELIVERED', payment: 'CREDIT_CARD', payed: true, total: 3000 },
    ]);
    const row = (group: string) => rows.find((r) => r.group === group);
    expect(row('SZEP_CARD')).toEqual({
      group: 'SZEP_CARD',
      ordersNum: 2,
      notPaidOrdersNum: 1,
      notPaidPrice: 2500,
      price: 4000,
      tips: 0,
    });
    expect(row('SZEP_CARD_ONLINE')).toMatchObject({ ordersNum: 1, price: 6100 });
    expect(row('CREDIT_CARD')).toMatchObject({ ordersNum: 1, price: 3000 });
    expect(row('TOTAL')).toMatchObject({ ordersNum: 4, price: 13100, notPaidPrice: 2500 });
  });

  it('counts a READY order (issue 33) as the open order it is: in its row, unpaid until the courier is paid', () => {
    const rows = dailySummary([
      { state: 'PREPARING', payment: 'CASH', payed: false, total: 3000 },
      { state: 'READY', payment: 'CASH', payed: false, total: 4500 },
      { state: 'READY', payment: 'CREDIT_CARD_ONLINE', payed: true, total: 6000 },
    ]);
    expect(rows[0]).toEqual({
      group: 'CASH',
      ordersNum: 2,
      notPaidOrdersNum: 2,
      notPaidPrice: 7500,
      price: 0,
      tips: 0,
    });
    expect(rows.at(-1)).toMatchObject({ ordersNum: 3, notPaidPrice: 7500, price: 6000 });
  });

  it('has only zeros on a day without orders', () => {
    expect(dailySummary([]).every((r) => r.ordersNum === 0 && r.price === 0 && r.notPaidPrice === 0)).toBe(
      true,
    );
  });
});

describe('dailyVat', () => {
  it('adds up the orders’ VAT per rate and their deposit, leaving rejected and cancelled orders out', () => {
    const vat = (rate: number, gross: number, net: number) => ({ rate, gross, net, vat: gross - net });
    expect(
      dailyVat([
        { state: 'DELIVERED', vat: [vat(27, 5470, 4307), vat(5, 1490, 1419)], deposit: 100 },
        { state: 'NEW', vat: [vat(27, 1270, 1000)], deposit: 0 },
        { state: 'REJECTED', vat: [vat(27, 9999, 7873), vat(18, 500, 424)], deposit: 50 },
        { state: 'CANCELLED', vat: [vat(0, 300, 300)], deposit: 50 },
      ]),
    ).toEqual({
      vat: [
        { rate: 27, gross: 6740, net: 5307, vat: 1433 },
        { rate: 5, gross: 1490, net: 1419, vat: 71 },
      ],
      deposit: 100,
    });
  });

  it('has no rates and no deposit on a day without orders', () => {
    expect(dailyVat([])).toEqual({ vat: [], deposit: 0 });
  });
});
