import { type OrderVat, orderVat } from '../accounting/vat.ts';
import type { Forint } from '../common/money.ts';
import { type PricedLine, priceOrder } from './pricing.ts';
import { toPay } from './tip.ts';

/**
 * One home for an order's money (issue 29): what it costs, line by line, as data. The server prices an order with
 * `orderMoney` (its figures and VAT are what the order keeps); every page, mail, paper and export shows an order's
 * money as `moneyLines` of the figures it keeps, in the words of `money-words.ts`. A new money line is a key here,
 * its figure in `orderMoney`, and its words; the renderers list the lines they are given. What the courier settles
 * at the door (to collect, change) is `doorMoney` of what the guest pays (`cash.ts`).
 */

/**
 * The money lines in the order every renderer shows them. `total` is the order's (the restaurant's revenue and
 * the invoice's); with a tip (issue 34) the tip and what the guest pays in all follow it.
 */
export const moneyKeys = ['subtotal', 'discount', 'delivery', 'deposit', 'total', 'tip', 'toPay'] as const;
export type MoneyKey = (typeof moneyKeys)[number];

export interface MoneyLine {
  key: MoneyKey;
  /** Whole forints; a discount is negative. Null: not known yet (the delivery fee before the address is). */
  amount: Forint | null;
}

export interface Coupon {
  code: string;
  /** Percent. */
  discount: number;
}

/** The figures an order keeps and the price answer gives (SPEC §3): the lines are made of these. */
export interface MoneyFigures {
  coupon: Coupon | null;
  originalPrice: Forint;
  discountedPrice: Forint;
  /** Null until the address (zip code) is known. */
  shippingCost: Forint | null;
  deposit: Forint;
  total: Forint;
  /** The courier's tip (issue 34): not in `total`. */
  tip: Forint;
}

/**
 * An order's money lines: the items before the coupon, what the coupon took (only with one), the delivery fee, the
 * bottle deposit (only when there is one: most orders have no bottle) and the total, which is their sum; with a tip,
 * the tip and what the guest pays (the total and the tip).
 */
export function moneyLines(figures: MoneyFigures): MoneyLine[] {
  const lines: MoneyLine[] = [{ key: 'subtotal', amount: figures.originalPrice }];
  if (figures.coupon)
    lines.push({ key: 'discount', amount: figures.discountedPrice - figures.originalPrice });
  lines.push({ key: 'delivery', amount: figures.shippingCost });
  if (figures.deposit > 0) lines.push({ key: 'deposit', amount: figures.deposit });
  lines.push({ key: 'total', amount: figures.total });
  if (figures.tip > 0)
    lines.push({ key: 'tip', amount: figures.tip }, { key: 'toPay', amount: toPay(figures) });
  return lines;
}

export interface MoneyLineInput extends PricedLine {
  /** The dish's VAT rate; its options are part of the line, so at the same rate. */
  vatRate: number;
}

export interface MoneyInput {
  /** Each line's unit price has its options' prices in it. */
  lines: readonly MoneyLineInput[];
  coupon: Coupon | null;
  /** Null until the address is known: the lines then show no fee and the total none either. */
  shippingCost: Forint | null;
  shippingVatRate: number;
  /** The courier's tip in whole forints (issue 34); none when absent. */
  tip?: Forint;
}

export interface OrderMoney extends MoneyFigures {
  lines: MoneyLine[];
  /** VAT per line (after the coupon), of the delivery fee and per rate; the deposit is outside it. */
  vat: OrderVat;
}

/**
 * Prices an order once (DESIGN §5, issue 17): the figures of `priceOrder`, the VAT of every line after the coupon
 * and of the delivery fee, and the lines a guest sees. Integer arithmetic only; the total is the lines' sum.
 */
export function orderMoney(order: MoneyInput): OrderMoney {
  const shipping = order.shippingCost ?? 0;
  const prices = priceOrder(order.lines, order.coupon?.discount ?? 0, shipping);
  const figures: MoneyFigures = {
    ...prices,
    coupon: order.coupon,
    shippingCost: order.shippingCost,
    tip: order.tip ?? 0,
  };
  return {
    ...figures,
    lines: moneyLines(figures),
    vat: orderVat(
      order.lines.map((line) => ({ gross: line.price * line.quantity, rate: line.vatRate })),
      prices.discountedPrice,
      { gross: shipping, rate: order.shippingVatRate },
    ),
  };
}
