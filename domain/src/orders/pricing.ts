import type { Forint } from '../common/money.ts';

export interface PricedLine {
  price: Forint;
  quantity: number;
}

export interface OrderPrices {
  originalPrice: Forint;
  discountedPrice: Forint;
  shippingCost: Forint;
  total: Forint;
}

/**
 * DESIGN §5: originalPrice = Σ price × quantity; discountedPrice = originalPrice × (100 − discount) / 100 rounded to
 * the forint (halves up); total = discountedPrice + shippingCost. Integer arithmetic until the one rounding.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  discountPercent: number,
  shippingCost: Forint,
): OrderPrices {
  const originalPrice = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discountedPrice = Math.floor((originalPrice * (100 - discountPercent) + 50) / 100);
  return { originalPrice, discountedPrice, shippingCost, total: discountedPrice + shippingCost };
}

/** The minimum order value is compared with the items after the coupon, delivery excluded (DESIGN §5). */
export function meetsMinimumOrder(discountedPrice: Forint, minOrderValue: Forint): boolean {
  return discountedPrice >= minOrderValue;
}
