import type { Forint } from '../common/money.ts';

export interface PricedLine {
  price: Forint;
  quantity: number;
  /** The bottle deposit per unit (issue 17); none when absent. */
  deposit?: Forint;
}

export interface OrderPrices {
  originalPrice: Forint;
  discountedPrice: Forint;
  shippingCost: Forint;
  /** Σ deposit × quantity: charged apart, never discounted. */
  deposit: Forint;
  total: Forint;
}

/**
 * DESIGN §5: originalPrice = Σ price × quantity; discountedPrice = originalPrice × (100 − discount) / 100 rounded to
 * the forint (halves up); total = discountedPrice + shippingCost + deposit. Integer arithmetic until the one
 * rounding. The bottle deposit (issue 17) is added after the coupon and the delivery: it is the guest's money held
 * for the bottle, so a coupon never takes anything off it.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  discountPercent: number,
  shippingCost: Forint,
): OrderPrices {
  const originalPrice = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const deposit = lines.reduce((sum, line) => sum + (line.deposit ?? 0) * line.quantity, 0);
  const discountedPrice = Math.floor((originalPrice * (100 - discountPercent) + 50) / 100);
  return {
    originalPrice,
    discountedPrice,
    shippingCost,
    deposit,
    total: discountedPrice + shippingCost + deposit,
  };
}

/**
 * The minimum order value is compared with the items after the coupon, delivery and the bottle deposit excluded
 * (DESIGN §5, issue 17): a deposit is not something bought.
 */
export function meetsMinimumOrder(discountedPrice: Forint, minOrderValue: Forint): boolean {
  return discountedPrice >= minOrderValue;
}
