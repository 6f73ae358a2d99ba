import type { Cell } from '../common/csv.ts';
import type { OrderLunch } from '../lunch/lunch-menu.schemas.ts';
import { lineDetailTexts } from '../menu/option-text.ts';
import type { OrderLineOption } from '../menu/options.schemas.ts';
import { moneyWords } from '../orders/money-words.ts';
import type { OrderState, PaymentMethod } from '../orders/order-states.ts';
import { localDay, localTime } from '../restaurant/local-time.ts';
import type { Invoice } from './invoice.schemas.ts';
import type { NtakCategory, NtakSubCategory } from './ntak.ts';
import { sumByRate, type VatByRate } from './vat.ts';

/**
 * An order as the accountant's exports and the NTAK data read it (issue 17): the stored figures, never recomputed,
 * so every export agrees with the order's own answer. Zod-free.
 */
export interface ExportLine {
  productId: number | null;
  name: string;
  options: readonly OrderLineOption[];
  /** Issue 31: a lunch menu variant's soup and main; null for a dish. */
  lunch: OrderLunch | null;
  /** Issue 31: whom in an office the line was for. */
  forName: string | null;
  quantity: number;
  /** Gross per unit before the coupon, options included. */
  unitPrice: number;
  vatRate: number;
  /** The line's net and VAT after the coupon: net + vat is what the line finally cost. */
  net: number;
  vat: number;
  /** Per unit. */
  deposit: number;
  /** The product's NTAK categories today; null when it has none or is gone. */
  ntakCategory: NtakCategory | null;
  ntakSubCategory: NtakSubCategory | null;
}

export interface ExportOrder {
  id: number;
  /** The restaurant day the order is for (its pre-order slot's, else the day it was placed), as the daily summary. */
  day: string;
  placedAt: Date;
  /** The ready time promised on accepting, or the pre-order slot; null for an order nobody accepted. */
  readyAt: Date | null;
  state: OrderState;
  /** Issue 30: when staff last changed what the order holds; null: never. NTAK reports it as a correction. */
  changedAt: Date | null;
  payment: PaymentMethod;
  payed: boolean;
  originalPrice: number;
  discountedPrice: number;
  couponCode: string | null;
  shippingCost: number;
  shippingVatRate: number;
  shippingNet: number;
  shippingVat: number;
  /** The deposit of all lines: part of `total`, outside VAT and the coupon. */
  deposit: number;
  total: number;
  /** Issue 34: the courier's tip, paid with the order and not in `total` (not the restaurant's revenue). */
  tip: number;
  invoice: Invoice | null;
  lines: ExportLine[];
}

/** A cell of an export: text, a whole number, or empty. */
export type { Cell };

/** What the line finally cost (after the coupon). */
export const lineGross = (line: Pick<ExportLine, 'net' | 'vat'>) => line.net + line.vat;

/** The order's gross, net and VAT per rate, lines and delivery together (as the order's answer gives `vat`). */
export function orderVatByRate(order: ExportOrder): VatByRate[] {
  return sumByRate([
    ...order.lines.map((line) => ({
      rate: line.vatRate,
      gross: lineGross(line),
      net: line.net,
      vat: line.vat,
    })),
    {
      rate: order.shippingVatRate,
      gross: order.shippingCost,
      net: order.shippingNet,
      vat: order.shippingVat,
    },
  ]);
}

/**
 * "Köret: rizs; Extrák: sajt +300 Ft": what the order's Hungarian mail says under the line (a lunch menu's soup and
 * main, the options, whom it was for).
 */
export const optionsText = (line: Parameters<typeof lineDetailTexts>[0]) =>
  lineDetailTexts(line, 'hu').join('; ');

const sumOf = (rows: readonly VatByRate[], key: 'gross' | 'net' | 'vat') =>
  rows.reduce((sum, row) => sum + row[key], 0);

const yesNo = (value: boolean) => (value ? 'igen' : 'nem');

/** The accountant's reports are Hungarian; their money columns say what the guest's receipt says. */
export const exportWords = moneyWords.hu;

/**
 * The orders report: one row per order with its sums, VAT per rate (`rates`, one column triple each, and one for
 * any other rate), the invoice details.
 */
export const orderHeaders = (rates: readonly number[]): string[] => [
  'Nap',
  'Leadva',
  'Rendelésszám',
  'Állapot',
  'Fizetési mód',
  'Fizetve',
  'Tételek bruttó',
  'Kupon',
  exportWords.discount,
  exportWords.delivery,
  exportWords.deposit,
  exportWords.total,
  exportWords.tip,
  ...rates.flatMap((rate) => [`Bruttó ${rate}%`, `Nettó ${rate}%`, `ÁFA ${rate}%`]),
  'Bruttó egyéb kulcs',
  'Nettó egyéb kulcs',
  'ÁFA egyéb kulcs',
  'Cégnév',
  'Adószám',
  'Számlázási cím',
];

export function orderRow(order: ExportOrder, rates: readonly number[]): Cell[] {
  const vat = orderVatByRate(order);
  const byRate = new Map(vat.map((row) => [row.rate, row]));
  // A rate no longer configured nor on any product (an old order's) still adds up, in a column of its own.
  const otherRates = vat.filter((row) => !rates.includes(row.rate));
  const address = order.invoice?.billingAddress;
  return [
    order.day,
    `${localDay(order.placedAt)} ${localTime(order.placedAt)}`,
    order.id,
    order.state,
    order.payment,
    yesNo(order.payed),
    order.originalPrice,
    order.couponCode,
    order.originalPrice - order.discountedPrice,
    order.shippingCost,
    order.deposit,
    order.total,
    order.tip,
    ...rates.flatMap((rate) => {
      const row = byRate.get(rate);
      return [row?.gross ?? 0, row?.net ?? 0, row?.vat ?? 0];
    }),
    sumOf(otherRates, 'gross'),
    sumOf(otherRates, 'net'),
    sumOf(otherRates, 'vat'),
    order.invoice?.companyName ?? null,
    order.invoice?.taxNumber ?? null,
    address ? `${address.zipCode} ${address.city}, ${address.street}` : null,
  ];
}

/** The lines report: one row per item, gross before and after the coupon, its VAT and deposit. */
export const lineHeaders = [
  'Rendelésszám',
  'Nap',
  'Állapot',
  'Termék',
  'Opciók',
  'Mennyiség',
  'Egységár',
  'Bruttó kupon előtt',
  'Bruttó',
  'Nettó',
  'ÁFA-kulcs',
  'ÁFA',
  exportWords.deposit,
];

export const lineRows = (order: ExportOrder): Cell[][] =>
  order.lines.map((line) => [
    order.id,
    order.day,
    order.state,
    line.name,
    optionsText(line),
    line.quantity,
    line.unitPrice,
    line.unitPrice * line.quantity,
    lineGross(line),
    line.net,
    line.vatRate,
    line.vat,
    line.deposit * line.quantity,
  ]);
