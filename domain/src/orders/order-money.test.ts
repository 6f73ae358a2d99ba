import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doorMoney } from './cash.ts';
import { moneyLabel, moneyWords } from './money-words.ts';
import { type MoneyInput, moneyLines, orderMoney } from './order-money.ts';
import { maxTip } from './tip.ts';

const beer = { price: 990, quantity: 2, deposit: 50, vatRate: 27 };
const pasta = { price: 2190, quantity: 1, vatRate: 5 };

const orders: fc.Arbitrary<MoneyInput> = fc.record({
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      deposit: fc.constantFrom(0, 50, 100),
      vatRate: fc.constantFrom(27, 18, 5, 0),
    }),
    { maxLength: 20 },
  ),
  coupon: fc.option(fc.record({ code: fc.constant('PROBA'), discount: fc.integer({ min: 1, max: 100 }) })),
  shippingCost: fc.option(fc.integer({ min: 0, max: 5000 })),
  shippingVatRate: fc.constantFrom(27, 5),
  tip: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: maxTip })),
});

const amountOf = (money: ReturnType<typeof orderMoney>, key: string) =>
  money.lines.find((line) => line.key === key)?.amount;

describe('an order’s money', () => {
  it('lists the subtotal, the coupon’s discount, delivery, the deposit and the total, each once', () => {
    const money = orderMoney({
      lines: [beer, pasta],
      coupon: { code: 'PROBA', discount: 10 },
      shippingCost: 490,
      shippingVatRate: 27,
    });
    expect(money.lines).toEqual([
      { key: 'subtotal', amount: 4170 },
      { key: 'discount', amount: -417 },
      { key: 'delivery', amount: 490 },
      { key: 'deposit', amount: 100 },
      { key: 'total', amount: 4343 },
    ]);
    expect(money.total).toBe(4343);
    expect(money.vat.byRate).toEqual([
      { rate: 27, gross: 2272, net: 1789, vat: 483 },
      { rate: 5, gross: 1971, net: 1877, vat: 94 },
    ]);
  });

  it('shows no discount without a coupon and no deposit without a bottle', () => {
    const money = orderMoney({ lines: [pasta], coupon: null, shippingCost: 0, shippingVatRate: 27 });
    expect(money.lines.map((line) => line.key)).toEqual(['subtotal', 'delivery', 'total']);
  });

  it('leaves the delivery fee open until the address is known, and out of the total', () => {
    const money = orderMoney({ lines: [beer], coupon: null, shippingCost: null, shippingVatRate: 27 });
    expect(amountOf(money, 'delivery')).toBeNull();
    expect(money.total).toBe(2080);
  });

  it('prices an empty order at nothing', () => {
    const money = orderMoney({ lines: [], coupon: null, shippingCost: 0, shippingVatRate: 27 });
    expect(money.total).toBe(0);
    expect(money.vat.byRate).toEqual([]);
  });

  it('lists a placed order’s kept figures the same way', () => {
    const kept = orderMoney({ lines: [beer, pasta], coupon: null, shippingCost: 490, shippingVatRate: 27 });
    expect(moneyLines(kept)).toEqual(kept.lines);
  });

  it('makes the total the sum of the lines above it, and what is paid the total and the tip', () => {
    fc.assert(
      fc.property(orders, (order) => {
        const money = orderMoney(order);
        const at = money.lines.findIndex((line) => line.key === 'total');
        const above = money.lines.slice(0, at);
        expect(above.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBe(money.total);
        expect(money.lines.at(-1)).toEqual(
          money.tip > 0
            ? { key: 'toPay', amount: money.total + money.tip }
            : { key: 'total', amount: money.total },
        );
      }),
    );
  });

  it('keeps a tip out of the total, the coupon and VAT, and adds it to what the guest pays', () => {
    const untipped = orderMoney({
      lines: [beer, pasta],
      coupon: { code: 'PROBA', discount: 10 },
      shippingCost: 490,
      shippingVatRate: 27,
    });
    const tipped = orderMoney({
      lines: [beer, pasta],
      coupon: { code: 'PROBA', discount: 10 },
      shippingCost: 490,
      shippingVatRate: 27,
      tip: 434,
    });
    expect(tipped.total).toBe(untipped.total);
    expect(tipped.vat).toEqual(untipped.vat);
    expect(tipped.lines.slice(-3)).toEqual([
      { key: 'total', amount: 4343 },
      { key: 'tip', amount: 434 },
      { key: 'toPay', amount: 4777 },
    ]);
  });

  it('splits exactly the discounted items and the delivery fee into VAT, never the deposit', () => {
    fc.assert(
      fc.property(orders, (order) => {
        const money = orderMoney(order);
        const gross = money.vat.byRate.reduce((sum, row) => sum + row.gross, 0);
        expect(gross).toBe(money.discountedPrice + (money.shippingCost ?? 0));
        expect(gross + money.deposit).toBe(money.total);
        for (const row of [...money.vat.lines, ...money.vat.byRate])
          expect(row.net + row.vat).toBe(row.gross);
      }),
    );
  });

  it('never lets a coupon raise the price or touch the deposit', () => {
    fc.assert(
      fc.property(orders, (order) => {
        const money = orderMoney(order);
        expect(amountOf(money, 'discount') ?? 0).toBeLessThanOrEqual(0);
        expect(money.discountedPrice).toBeGreaterThanOrEqual(0);
        const bottles = order.lines.reduce((sum, line) => sum + (line.deposit ?? 0) * line.quantity, 0);
        expect(money.deposit).toBe(bottles);
      }),
    );
  });

  it('brings change that is never negative and collects the total and the tip until paid', () => {
    fc.assert(
      fc.property(
        orders,
        fc.option(fc.integer({ min: 0, max: 100_000 })),
        fc.boolean(),
        (order, payWith, payed) => {
          const { total, tip } = orderMoney(order);
          const door = doorMoney({ payment: 'CASH', payed, total, tip, payWith });
          expect(door.collect).toBe(payed ? 0 : total + tip);
          if (!payed && payWith !== null && payWith >= total + tip)
            expect(door.change).toBe(payWith - total - tip);
          if (door.change !== null) expect(door.change).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('the money words', () => {
  it('name every line in both languages, the discount with its coupon where asked', () => {
    for (const words of Object.values(moneyWords))
      for (const line of orderMoney({ lines: [beer], coupon: null, shippingCost: 0, shippingVatRate: 27 })
        .lines)
        expect(moneyLabel(words, line.key)).not.toBe('');
    expect(moneyLabel(moneyWords.hu, 'discount', { code: 'PROBA', discount: 10 })).toBe(
      'Kedvezmény (PROBA, 10%)',
    );
    expect(moneyLabel(moneyWords.en, 'discount')).toBe('Discount');
  });
});
