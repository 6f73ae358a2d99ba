/**
 * VAT of an order (issue 17). Prices are gross, as guests see them; each line and the delivery fee keep their rate,
 * net and VAT in whole forints. The rounding rule (docs/decisions.md): a line's VAT is its gross × rate / (100 +
 * rate) rounded to the forint, halves up, and its net is the rest, so net + VAT = gross on every line; the order's
 * figures per rate are the sums of its lines. A coupon lowers each line's gross first (largest remainder, so the
 * lines add up to the discounted price exactly), then VAT is split. The bottle deposit carries no VAT and is not
 * part of any of this. Zod-free: the browser's daily summary uses it.
 */

/** The rates seeded for a new restaurant, in percent; staff may configure others. */
export const defaultVatRates = [27, 18, 5, 0] as const;
/** Food and drinks delivered are 27 % in Hungary; so is the delivery fee. */
export const defaultProductVatRate = 27;
export const deliveryVatRate = 27;

export interface VatSplit {
  gross: number;
  net: number;
  vat: number;
}

export interface VatByRate extends VatSplit {
  rate: number;
}

/** Splits a gross amount at `rate` percent: VAT rounded halves up, net the rest (integer arithmetic only). */
export function splitGross(gross: number, rate: number): VatSplit {
  const vat = Math.floor((2 * gross * rate + (100 + rate)) / (2 * (100 + rate)));
  return { gross, net: gross - vat, vat };
}

/**
 * Shares `total` among amounts in proportion to them, in whole forints, adding up to `total` exactly: each gets the
 * floor of its share, and the forints left go to the largest remainders (the earlier amount on a tie). In BigInt:
 * amount × total passes 2^53 for carts the cart limits allow (50 lines × 99 × 1 000 000 Ft), where floating point
 * rounds a share past its amount.
 */
export function allocate(amounts: readonly number[], total: number): number[] {
  const sum = BigInt(amounts.reduce((a, b) => a + b, 0));
  if (sum === 0n) return amounts.map(() => 0);
  const shares = amounts.map((amount, index) => {
    const product = BigInt(amount) * BigInt(total);
    return { index, floor: Number(product / sum), remainder: product % sum };
  });
  let left = total - shares.reduce((a, s) => a + s.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const result = shares.map((s) => s.floor);
  for (const share of byRemainder) {
    if (left <= 0) break;
    result[share.index] = (result[share.index] as number) + 1;
    left -= 1;
  }
  return result;
}

export interface VatLineInput {
  /** Unit price × quantity before the coupon. */
  gross: number;
  rate: number;
}

export interface OrderVat {
  /** Each line after the coupon, split at its rate, in the order given. */
  lines: (VatSplit & { rate: number })[];
  shipping: VatByRate;
  /** Per rate, highest rate first, lines and delivery together. */
  byRate: VatByRate[];
}

/** The VAT of an order whose items cost `discountedPrice` after the coupon, plus the delivery fee. */
export function orderVat(
  lines: readonly VatLineInput[],
  discountedPrice: number,
  shipping: { gross: number; rate: number },
): OrderVat {
  const discounted = allocate(
    lines.map((line) => line.gross),
    discountedPrice,
  );
  const split = lines.map((line, index) => ({
    ...splitGross(discounted[index] as number, line.rate),
    rate: line.rate,
  }));
  const shippingSplit = { ...splitGross(shipping.gross, shipping.rate), rate: shipping.rate };
  return { lines: split, shipping: shippingSplit, byRate: sumByRate([...split, shippingSplit]) };
}

/** Adds up split amounts per rate (an order's lines, or a day's orders), highest rate first; empty rates left out. */
export function sumByRate(items: readonly VatByRate[]): VatByRate[] {
  const byRate = new Map<number, VatByRate>();
  for (const { rate, gross, net, vat } of items) {
    const sum = byRate.get(rate) ?? { rate, gross: 0, net: 0, vat: 0 };
    byRate.set(rate, { rate, gross: sum.gross + gross, net: sum.net + net, vat: sum.vat + vat });
  }
  return [...byRate.values()].filter((row) => row.gross !== 0).sort((a, b) => b.rate - a.rate);
}
