import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, orderVat, splitGross, sumByRate } from './vat.ts';

const noDelivery = { gross: 0, rate: 27 };
const rates = fc.constantFrom(27, 18, 5, 0, 20);

describe('splitGross', () => {
  it('splits a gross price into net and VAT at the rate, VAT rounded to the forint', () => {
    expect(splitGross(1270, 27)).toEqual({ gross: 1270, net: 1000, vat: 270 });
    expect(splitGross(2490, 27)).toEqual({ gross: 2490, net: 1961, vat: 529 }); // 529.37…
    expect(splitGross(1180, 18)).toEqual({ gross: 1180, net: 1000, vat: 180 });
    expect(splitGross(1050, 5)).toEqual({ gross: 1050, net: 1000, vat: 50 });
  });

  it('leaves a 1 Ft line without VAT at every rate', () => {
    for (const rate of [27, 18, 5, 0]) expect(splitGross(1, rate)).toEqual({ gross: 1, net: 1, vat: 0 });
  });

  it('rounds a half forint of VAT up', () => {
    // 3 × 20 / 120 = 0.5; 9 × 20 / 120 = 1.5
    expect(splitGross(3, 20)).toEqual({ gross: 3, net: 2, vat: 1 });
    expect(splitGross(9, 20)).toEqual({ gross: 9, net: 7, vat: 2 });
  });

  it('puts nothing on VAT at 0 %, and nothing at all on a free line', () => {
    expect(splitGross(4990, 0)).toEqual({ gross: 4990, net: 4990, vat: 0 });
    expect(splitGross(0, 27)).toEqual({ gross: 0, net: 0, vat: 0 });
  });

  it('always gives net + VAT = gross, VAT within half a forint of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rates, (gross, rate) => {
        const { net, vat } = splitGross(gross, rate);
        expect(net + vat).toBe(gross);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(Math.abs(vat - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('allocate', () => {
  it('shares a discounted price in proportion, the forints left to the largest remainders', () => {
    // 90 % of 100 / 200 / 300: 90 / 180 / 270 exactly.
    expect(allocate([100, 200, 300], 540)).toEqual([90, 180, 270]);
    // 2 among three equal lines: the earlier ones get the forints.
    expect(allocate([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocate([1000, 1], 900)).toEqual([899, 1]);
  });

  it('keeps every amount whole without a discount, even for the largest carts the limits allow', () => {
    // Found by the property below: in floating point, 44080747 × 423906147 rounds a share one forint past its amount.
    const amounts = [68477929, 44080747, 42714968, 88831253, 70363153, 84995788, 12255387, 12186922];
    const sum = amounts.reduce((a, b) => a + b, 0);
    expect(allocate(amounts, sum)).toEqual(amounts);
  });

  it('gives every line nothing when everything is free (100 % coupon) or nothing is priced', () => {
    expect(allocate([3290, 990, 1], 0)).toEqual([0, 0, 0]);
    expect(allocate([0, 0], 0)).toEqual([0, 0]);
  });

  it('adds up to the total exactly, each share within a forint of its exact share, never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (amounts, percent) => {
          const sum = amounts.reduce((a, b) => a + b, 0);
          const total = Math.floor((sum * percent) / 100);
          const shares = allocate(amounts, total);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((share, index) => {
            const amount = amounts[index] as number;
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amount);
            if (sum > 0) expect(Math.abs(share - (amount * total) / sum)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

describe('orderVat', () => {
  it('splits each line at its own rate after the coupon, and sums them per rate with delivery', () => {
    // 10 % off: 3290 → 2961, 1180 → 1062, 1000 → 900 (5472 × 0.9 = 4923 after rounding).
    const vat = orderVat(
      [
        { gross: 3290, rate: 27 },
        { gross: 1180, rate: 18 },
        { gross: 1000, rate: 27 },
      ],
      4923,
      { gross: 490, rate: 27 },
    );
    expect(vat.lines).toEqual([
      { gross: 2961, net: 2331, vat: 630, rate: 27 },
      { gross: 1062, net: 900, vat: 162, rate: 18 },
      { gross: 900, net: 709, vat: 191, rate: 27 },
    ]);
    expect(vat.shipping).toEqual({ gross: 490, net: 386, vat: 104, rate: 27 });
    expect(vat.byRate).toEqual([
      { rate: 27, gross: 2961 + 900 + 490, net: 2331 + 709 + 386, vat: 630 + 191 + 104 },
      { rate: 18, gross: 1062, net: 900, vat: 162 },
    ]);
  });

  it('leaves only the delivery fee when a 100 % coupon makes every line free', () => {
    const vat = orderVat(
      [
        { gross: 3290, rate: 27 },
        { gross: 1, rate: 5 },
      ],
      0,
      { gross: 690, rate: 27 },
    );
    expect(vat.lines.map((line) => line.gross)).toEqual([0, 0]);
    expect(vat.byRate).toEqual([{ rate: 27, gross: 690, net: 543, vat: 147 }]);
  });

  it('sums many lines of one rate line by line, so 1 Ft lines carry no VAT however many there are', () => {
    const vat = orderVat(Array(100).fill({ gross: 1, rate: 27 }), 100, noDelivery);
    expect(vat.byRate).toEqual([{ rate: 27, gross: 100, net: 100, vat: 0 }]);
  });

  it('shows a 0 % line with all of it net', () => {
    const vat = orderVat([{ gross: 2500, rate: 0 }], 2500, noDelivery);
    expect(vat.byRate).toEqual([{ rate: 0, gross: 2500, net: 2500, vat: 0 }]);
  });

  it('keeps every forint: lines add up to the discounted price, each splits exactly, rates sum their lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gross: fc.integer({ min: 0, max: 5_000_000 }), rate: rates }), {
          minLength: 1,
          maxLength: 50,
        }),
        fc.integer({ min: 0, max: 100 }),
        fc.record({ gross: fc.integer({ min: 0, max: 5000 }), rate: rates }),
        (lines, discount, shipping) => {
          const original = lines.reduce((sum, line) => sum + line.gross, 0);
          const discounted = Math.floor((original * (100 - discount) + 50) / 100);
          const vat = orderVat(lines, discounted, shipping);
          expect(vat.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(original === 0 ? 0 : discounted);
          for (const line of [...vat.lines, vat.shipping]) {
            expect(line.net + line.vat).toBe(line.gross);
            expect(Math.min(line.net, line.vat, line.gross)).toBeGreaterThanOrEqual(0);
          }
          expect(vat.lines.map((line) => line.rate)).toEqual(lines.map((line) => line.rate));
          for (const row of vat.byRate) {
            const ofRate = [...vat.lines, vat.shipping].filter((line) => line.rate === row.rate);
            expect(row).toEqual({
              rate: row.rate,
              gross: ofRate.reduce((sum, line) => sum + line.gross, 0),
              net: ofRate.reduce((sum, line) => sum + line.net, 0),
              vat: ofRate.reduce((sum, line) => sum + line.vat, 0),
            });
          }
          const total = vat.byRate.reduce((sum, row) => sum + row.gross, 0);
          expect(total).toBe((original === 0 ? 0 : discounted) + shipping.gross);
        },
      ),
    );
  });
});

describe('sumByRate', () => {
  it('adds a day of orders per rate, highest rate first, leaving out rates with nothing', () => {
    expect(
      sumByRate([
        { rate: 5, gross: 105, net: 100, vat: 5 },
        { rate: 27, gross: 127, net: 100, vat: 27 },
        { rate: 18, gross: 0, net: 0, vat: 0 },
        { rate: 27, gross: 254, net: 200, vat: 54 },
      ]),
    ).toEqual([
      { rate: 27, gross: 381, net: 300, vat: 81 },
      { rate: 5, gross: 105, net: 100, vat: 5 },
    ]);
  });
});
