import { describe, expect, it } from 'vitest';
import { lineRows, orderHeaders, orderRow } from './export-order.ts';
import { productSales, totals } from './export-sums.ts';
import { exportOrder } from './testing.ts';

const beer = { productId: 7, name: 'Dreher sör 0,5 l', unitPrice: 790, quantity: 2, deposit: 50 };
const soup = { productId: 3, name: 'Gulyásleves', unitPrice: 2490, quantity: 1, vatRate: 5 };

describe('orders report', () => {
  it('has one gross, net and VAT column per rate and fills the rates the order has', () => {
    const order = exportOrder([beer, soup], { discountedPrice: 3700, tip: 430 });
    const headers = orderHeaders([27, 5, 0]);
    const row = Object.fromEntries(
      headers.map((header, index) => [header, orderRow(order, [27, 5, 0])[index]]),
    );
    expect(row.Kedvezmény).toBe(4070 - 3700);
    expect(row.Betétdíj).toBe(100);
    expect(row.Végösszeg).toBe(3700 + 490 + 100);
    expect(row['Borravaló a futárnak']).toBe(430);
    expect(row['Bruttó 27%']).toBe((row['Nettó 27%'] as number) + (row['ÁFA 27%'] as number));
    expect((row['Bruttó 27%'] as number) + (row['Bruttó 5%'] as number)).toBe(3700 + 490);
    expect([row['Bruttó 0%'], row['Nettó 0%'], row['ÁFA 0%']]).toEqual([0, 0, 0]);
    expect(row.Cégnév).toBeNull();
  });

  it('puts a rate that has no column of its own into the other-rate columns, so the row still adds up', () => {
    const order = exportOrder([beer, soup]);
    const headers = orderHeaders([27]);
    const row = Object.fromEntries(headers.map((header, index) => [header, orderRow(order, [27])[index]]));
    expect(row['Bruttó egyéb kulcs']).toBe(2490);
    expect((row['Nettó egyéb kulcs'] as number) + (row['ÁFA egyéb kulcs'] as number)).toBe(2490);
  });

  it('writes the invoice details and the time placed in Budapest time', () => {
    const order = exportOrder([soup], {
      placedAt: new Date('2026-07-01T10:30:00Z'),
      invoice: {
        companyName: 'Példa Kft.',
        taxNumber: '12345676-2-41',
        billingAddress: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
      },
    });
    const row = orderRow(order, [27]);
    expect(row[1]).toBe('2026-07-01 12:30');
    expect(row.slice(-3)).toEqual(['Példa Kft.', '12345676-2-41', '1137 Budapest, Pozsonyi út 24.']);
  });
});

describe('lines report', () => {
  it('gives each item its options in words, gross before and after the coupon and its whole deposit', () => {
    const order = exportOrder(
      [
        {
          ...beer,
          options: [
            {
              optionId: 1,
              groupName: 'Hűtés',
              groupNameEnglish: 'Chill',
              name: 'jéghideg',
              nameEnglish: 'ice',
              price: 0,
            },
          ],
        },
      ],
      { discountedPrice: 1422 },
    );
    const [row] = lineRows(order);
    expect(row).toEqual([
      1,
      '2026-11-24',
      'DELIVERED',
      'Dreher sör 0,5 l',
      'Hűtés: jéghideg',
      2,
      790,
      1580,
      1422,
      expect.any(Number),
      27,
      expect.any(Number),
      100,
    ]);
    expect((row?.[9] as number) + (row?.[11] as number)).toBe(1422);
  });
});

describe('sales by product', () => {
  it('adds up each product over orders and leaves refused orders out', () => {
    const report = productSales();
    report.add(exportOrder([beer, soup]));
    report.add(exportOrder([beer], { id: 2 }));
    report.add(exportOrder([soup], { id: 3, state: 'REJECTED' }));
    expect(report.rows()).toEqual([
      [7, 'Dreher sör 0,5 l', 27, 4, 3160, expect.any(Number), expect.any(Number), 200],
      [3, 'Gulyásleves', 5, 1, 2490, 2371, 119, 0],
    ]);
  });
});

describe('totals', () => {
  it('sums per payment method and per rate, the deposit apart, and counts the refused orders left out', () => {
    const report = totals();
    const cash = exportOrder([beer, soup], { payment: 'CASH', payed: false });
    const szep = exportOrder([soup], { id: 2, payment: 'SZEP_CARD', discountedPrice: 2241 });
    report.add(cash);
    report.add(szep);
    report.add(exportOrder([beer], { id: 3, state: 'CANCELLED', payment: 'SZEP_CARD' }));
    const rows = report.rows();
    const row = (group: string, name: string | null) => rows.find((r) => r[0] === group && r[1] === name);
    expect(row('Fizetési mód', 'CASH')).toEqual([
      'Fizetési mód',
      'CASH',
      1,
      cash.total,
      null,
      null,
      0,
      cash.total,
    ]);
    expect(row('Fizetési mód', 'SZEP_CARD')?.slice(2, 4)).toEqual([1, szep.total]);
    const byRate = rows.filter((r) => r[0] === 'ÁFA-kulcs');
    expect(byRate.map((r) => r[1])).toEqual(['27%', '5%']);
    const grossByRate = byRate.reduce((sum, r) => sum + (r[3] as number), 0);
    expect(grossByRate + 100).toBe(cash.total + szep.total);
    expect(row('Betétdíj', 'áfa nélkül')?.[3]).toBe(100);
    expect(row('Összesen', null)?.slice(2, 4)).toEqual([2, cash.total + szep.total]);
    expect(row('Kihagyva', 'CANCELLED')?.[2]).toBe(1);
    expect(row('Kihagyva', 'REJECTED')?.[2]).toBe(0);
  });
});
