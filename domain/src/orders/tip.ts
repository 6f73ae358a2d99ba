import type { Forint } from '../common/money.ts';

/**
 * A tip for the courier (issue 34). It is the courier's, not the restaurant's: outside the coupon, the minimum order
 * value, VAT, the invoice and the revenue in reports; the guest pays it with the order (online, charged with it; at
 * the door, collected with it). Zod-free: the pay form and the phone order screen use it.
 */

/** The pay form's choices, in percent of the order's total; 0 is "no tip". */
export const tipPercents = [0, 5, 10, 15] as const;

/** The most a tip may be: a mistyped extra zero must not charge a card ten times the order. */
export const maxTip: Forint = 50_000;

/** A share of the order's total as a tip, rounded to whole forints (half up). */
export function tipOf(total: Forint, percent: number): Forint {
  return Math.round((total * percent) / 100);
}

/** What the guest pays: the order's total and the tip. */
export const toPay = (order: { total: Forint; tip: Forint }): Forint => order.total + order.tip;
