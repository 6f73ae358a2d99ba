import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../orders/order.schemas.ts';
import { orderMoney } from '../orders/order-money.ts';
import { aChosenExtra, aChosenOption } from '../testing/option-group.fixture.ts';
import { anOrder, anOrderLine, withBottles } from '../testing/order.fixture.ts';
import { depositVatKey, type InvoiceDocument, invoiceDocument } from './invoice-document.ts';

const now = new Date('2026-11-27T23:30:00Z');

/** An order as the server prices and keeps it: its lines' VAT, the VAT per rate and the figures of `orderMoney`. */
function pricedOrder(
  lines: Array<{ price: number; quantity: number; deposit: number; vatRate: number }>,
  coupon: { code: string; discount: number } | null,
  shippingCost: number,
  shippingVatRate: number,
  overrides: Partial<Order> = {},
  lineOverrides: Array<Partial<Order['products'][number]>> = [],
): Order {
  const money = orderMoney({ lines, coupon, shippingCost, shippingVatRate });
  return anOrder({
    products: lines.map((line, index) =>
      anOrderLine({
        productId: index + 1,
        ...lineOverrides[index],
        ...line,
        net: money.vat.lines[index]?.net,
        vat: money.vat.lines[index]?.vat,
      }),
    ),
    coupon,
    originalPrice: money.originalPrice,
    discountedPrice: money.discountedPrice,
    shippingCost,
    shippingVatRate,
    deposit: money.deposit,
    total: money.total,
    vat: money.vat.byRate,
    ...overrides,
  });
}

const vatByRate = (document: InvoiceDocument) => {
  const rows = new Map<number, { rate: number; gross: number; net: number; vat: number }>();
  for (const line of document.lines) {
    if (line.vatRate === null) continue;
    const row = rows.get(line.vatRate) ?? { rate: line.vatRate, gross: 0, net: 0, vat: 0 };
    rows.set(line.vatRate, {
      ...row,
      gross: row.gross + line.gross,
      net: row.net + line.net,
      vat: row.vat + line.vat,
    });
  }
  return [...rows.values()].filter((row) => row.gross !== 0).sort((a, b) => b.rate - a.rate);
};

describe('an order’s invoice', () => {
  it('lists the dishes with their options, the delivery fee and the deposit as lines of their own', () => {
    const bottles = withBottles().products;
    const order = pricedOrder(
      [...bottles, { price: 3290, quantity: 1, deposit: 0, vatRate: 27 }],
      null,
      490,
      27,
      {},
      [...bottles, { name: 'Rántott csirke', options: [aChosenOption(), aChosenExtra()] }],
    );
    expect(order.vat).toEqual([{ rate: 27, gross: 5760, net: 4536, vat: 1224 }, withBottles().vat[1]]);
    const document = invoiceDocument(order, { kind: 'receipt', now });
    expect(document.lines.map((line) => [line.name, line.quantity, line.vatKey, line.gross])).toEqual([
      ['Dreher sör', 2, '27', 1980],
      ['Túrós csusza', 1, '5', 2190],
      [`Rántott csirke (${aChosenOption().name}, ${aChosenExtra().name})`, 1, '27', 3290],
      ['Kiszállítási díj', 1, '27', 490],
      ['Betétdíj', 2, depositVatKey, 100],
    ]);
    expect(document.lines.at(-1)).toMatchObject({
      vatRate: null,
      vat: 0,
      net: 100,
      netUnitPrice: 50,
      unit: 'db',
    });
  });

  it('shows a coupon as one negative line per VAT rate and keeps the order’s total and VAT to the forint', () => {
    const beer = { price: 990, quantity: 2, deposit: 50, vatRate: 27 };
    const pasta = { price: 2190, quantity: 1, deposit: 0, vatRate: 5 };
    const order = pricedOrder([beer, pasta], { code: 'PROBA', discount: 10 }, 490, 27);
    const document = invoiceDocument(order, { kind: 'invoice', now });
    const discounts = document.lines.filter((line) => line.name === 'Kedvezmény (PROBA, 10%)');
    expect(discounts.map((line) => [line.vatKey, line.gross])).toEqual([
      ['27', -198],
      ['5', -219],
    ]);
    expect(document.totals.gross).toBe(4343);
    expect(vatByRate(document)).toEqual(order.vat);
  });

  it('carries the order number, the days in Budapest time, the payment method and a company buyer', () => {
    const order = anOrder({
      id: 1042,
      payment: 'SZEP_CARD_ONLINE',
      payed: true,
      orderDate: '2026-11-27T22:50:00Z',
      invoice: {
        companyName: 'Példa Kft.',
        taxNumber: '12345676-2-42',
        billingAddress: { zipCode: '1052', city: 'Budapest', street: 'Váci utca 1.' },
      },
    });
    const document = invoiceDocument(order, { kind: 'invoice', now });
    expect(document).toMatchObject({
      orderNumber: '1042',
      issueDate: '2026-11-28',
      fulfilmentDate: '2026-11-27',
      dueDate: '2026-11-28',
      paymentMethod: 'Online SZÉP kártya',
      paid: true,
      currency: 'HUF',
      buyer: { name: 'Példa Kft.', taxNumber: '12345676-2-42', postcode: '1052', email: order.email },
    });
  });

  it('names a private guest at the delivery address without a tax number, and nobody on a receipt', () => {
    const soup = { price: 2490, quantity: 2, deposit: 0, vatRate: 27 };
    const order = pricedOrder([soup], null, 490, 27, {
      language: 'en',
      preOrderDate: '2026-12-01T11:00:00+01:00',
    });
    const invoice = invoiceDocument(order, { kind: 'invoice', now });
    expect(invoice.buyer).toEqual({
      name: order.name,
      taxNumber: null,
      postcode: '1134',
      city: 'Budapest',
      address: 'Váci út 12.',
      email: order.email,
    });
    expect(invoice).toMatchObject({ fulfilmentDate: '2026-12-01', paymentMethod: 'Cash', language: 'en' });
    expect(invoice.lines.map((line) => line.name)).toEqual(['Goulash soup', 'Delivery']);
    expect(invoiceDocument(order, { kind: 'receipt', now }).buyer).toBeNull();
  });

  it('leaves a tip off: it is the courier’s, not the restaurant’s', () => {
    const order = pricedOrder([{ price: 2490, quantity: 2, deposit: 0, vatRate: 27 }], null, 490, 27, {
      tip: 500,
    });
    expect(order.total).toBe(5470);
    expect(invoiceDocument(order, { kind: 'receipt', now }).totals.gross).toBe(order.total);
  });

  it('adds up to the order’s total and VAT per rate for any order, in whole forints', () => {
    const lines = fc.array(
      fc.record({
        price: fc.integer({ min: 0, max: 50_000 }),
        quantity: fc.integer({ min: 1, max: 99 }),
        deposit: fc.constantFrom(0, 50, 100),
        vatRate: fc.constantFrom(27, 18, 5, 0),
      }),
      { minLength: 1, maxLength: 20 },
    );
    const coupon = fc.option(
      fc.record({ code: fc.constant('PROBA'), discount: fc.integer({ min: 1, max: 100 }) }),
    );
    fc.assert(
      fc.property(
        lines,
        coupon,
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(27, 5),
        fc.constantFrom('invoice' as const, 'receipt' as const),
        (items, code, shipping, shippingRate, kind) => {
          const order = pricedOrder(items, code, shipping, shippingRate);
          const document = invoiceDocument(order, { kind, now });
          expect(document.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(order.total);
          expect(document.totals).toEqual({
            gross: order.total,
            net: order.total - order.vat.reduce((sum, row) => sum + row.vat, 0),
            vat: order.vat.reduce((sum, row) => sum + row.vat, 0),
          });
          expect(vatByRate(document)).toEqual(order.vat);
          for (const line of document.lines) {
            expect(Number.isInteger(line.net) && Number.isInteger(line.vat)).toBe(true);
            expect(line.net + line.vat).toBe(line.gross);
            expect(Math.abs(line.netUnitPrice * line.quantity - line.net)).toBeLessThan(
              line.quantity * 0.005 + 1e-6,
            );
          }
        },
      ),
    );
  });
});
