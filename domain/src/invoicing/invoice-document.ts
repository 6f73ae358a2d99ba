import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { splitGross } from '../accounting/vat.ts';
import type { Language } from '../common/language.ts';
import { moneyLabel, moneyWords } from '../orders/money-words.ts';
import type { Order } from '../orders/order.schemas.ts';
import type { PaymentMethod } from '../orders/order-states.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';

/**
 * An order's invoice or receipt as data (issue 34), in the terms of Számlázz.hu's Agent (`docs/invoicing.md`); no
 * I/O, the server's Agent client writes it as XML. Built from the order answer alone, so the document says exactly
 * what the order kept:
 * - each order line at its price before the coupon (options named in it), split at its rate as the order splits;
 * - the coupon as one negative line per VAT rate, the difference between the order's VAT row of that rate and the
 *   lines above it at that rate (NTAK's export shows a coupon the same way), so the document's gross is the order's
 *   total to the forint and its VAT per rate is the order's `vat` exactly;
 * - the delivery fee as its own line at its rate;
 * - the bottle deposit as its own line per deposit amount, outside VAT (key `ATK`: outside the scope of VAT);
 * - no tip: it is the courier's, not the restaurant's revenue.
 */

/** Számlázz.hu's `afakulcs`: a rate in percent as text, or a key such as `ATK` (outside the scope of VAT). */
export type VatKey = string;
/** The deposit's key: money held for the bottle is no supply, so it is outside the scope of VAT. */
export const depositVatKey: VatKey = 'ATK';

export interface InvoiceLine {
  /** In the order's language, with the chosen options. */
  name: string;
  quantity: number;
  unit: 'db';
  /** The net of one unit; may have a fraction (the line's net is exact, whole forints). */
  netUnitPrice: number;
  vatKey: VatKey;
  /** The rate the line is taxed at; null outside VAT. */
  vatRate: number | null;
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceBuyer {
  name: string;
  /** A company's; null for a private person. */
  taxNumber: string | null;
  postcode: string;
  city: string;
  address: string;
  email: string;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'receipt';
  /** Számlázz.hu's `rendelesSzam`: the order's number, which finds the document again (idempotency). */
  orderNumber: string;
  /** yyyy-MM-dd in the restaurant's time zone. */
  issueDate: string;
  fulfilmentDate: string;
  dueDate: string;
  /** Számlázz.hu's `fizmod`: the payment method's name as the document prints it. */
  paymentMethod: string;
  /** Already paid (online, or collected at the door by the time it is issued). */
  paid: boolean;
  currency: 'HUF';
  language: Language;
  comment: string;
  /** The company the guest named, else the guest at the delivery address; null on a receipt. */
  buyer: InvoiceBuyer | null;
  lines: InvoiceLine[];
  totals: { net: number; vat: number; gross: number };
}

const paymentWords: Record<Language, Record<PaymentMethod, string>> = {
  hu: {
    CASH: 'Készpénz',
    CREDIT_CARD: 'Bankkártya',
    CREDIT_CARD_ONLINE: 'Online bankkártya',
    SZEP_CARD: 'SZÉP kártya',
    SZEP_CARD_ONLINE: 'Online SZÉP kártya',
  },
  en: {
    CASH: 'Cash',
    CREDIT_CARD: 'Bank card',
    CREDIT_CARD_ONLINE: 'Online bank card',
    SZEP_CARD: 'SZÉP card',
    SZEP_CARD_ONLINE: 'Online SZÉP card',
  },
};
const commentWords: Record<Language, (orderNumber: string) => string> = {
  hu: (orderNumber) => `Rendelés: ${orderNumber}`,
  en: (orderNumber) => `Order: ${orderNumber}`,
};

const day = (at: Date | string) =>
  format(new TZDate(new Date(at).getTime(), restaurantTimeZone), 'yyyy-MM-dd');
/** Two decimals: what the Agent's unit price holds; the line's own net stays exact. */
const unitPrice = (net: number, quantity: number) => Math.round((net * 100) / quantity) / 100;

function taxedLine(name: string, quantity: number, gross: number, rate: number): InvoiceLine {
  const { net, vat } = splitGross(gross, rate);
  const netUnitPrice = unitPrice(net, quantity);
  return { name, quantity, unit: 'db', netUnitPrice, vatKey: String(rate), vatRate: rate, net, vat, gross };
}

function lineName(line: Order['products'][number], language: Language): string {
  const name = language === 'en' ? line.nameEnglish : line.name;
  const options = line.options.map((option) => (language === 'en' ? option.nameEnglish : option.name));
  return options.length > 0 ? `${name} (${options.join(', ')})` : name;
}

/** The document's lines: items, per-rate discounts, delivery and deposit, adding up to the order's figures. */
export function invoiceLines(order: Order): InvoiceLine[] {
  const words = moneyWords[order.language];
  const items = order.products
    .filter((line) => line.quantity > 0)
    .map((line) =>
      taxedLine(lineName(line, order.language), line.quantity, line.price * line.quantity, line.vatRate),
    );
  const delivery =
    order.shippingCost > 0 ? [taxedLine(words.delivery, 1, order.shippingCost, order.shippingVatRate)] : [];
  const taxed = [...items, ...delivery];
  const rates = [...new Set([...taxed.map((line) => line.vatRate), ...order.vat.map((row) => row.rate)])];
  const label = moneyLabel(words, 'discount', order.coupon ?? undefined);
  const discounts = rates.flatMap((rate): InvoiceLine[] => {
    const target = order.vat.find((row) => row.rate === rate) ?? { gross: 0, net: 0, vat: 0 };
    const atRate = taxed.filter((line) => line.vatRate === rate);
    const gross = target.gross - atRate.reduce((sum, line) => sum + line.gross, 0);
    const vat = target.vat - atRate.reduce((sum, line) => sum + line.vat, 0);
    if (gross === 0 && vat === 0) return [];
    const net = gross - vat;
    return [
      {
        name: label,
        quantity: 1,
        unit: 'db',
        netUnitPrice: net,
        vatKey: String(rate),
        vatRate: rate,
        net,
        vat,
        gross,
      },
    ];
  });
  const perBottle = new Map<number, number>();
  for (const line of order.products)
    if (line.deposit > 0) perBottle.set(line.deposit, (perBottle.get(line.deposit) ?? 0) + line.quantity);
  const deposits = [...perBottle].map(([amount, bottles]): InvoiceLine => {
    const gross = amount * bottles;
    return {
      name: words.deposit,
      quantity: bottles,
      unit: 'db',
      netUnitPrice: amount,
      vatKey: depositVatKey,
      vatRate: null,
      net: gross,
      vat: 0,
      gross,
    };
  });
  return [...items, ...discounts, ...delivery, ...deposits];
}

function buyerOf(order: Order): InvoiceBuyer {
  const { invoice, address } = order;
  if (invoice) {
    const { zipCode, city, street } = invoice.billingAddress;
    const taxNumber = invoice.taxNumber;
    return {
      name: invoice.companyName,
      taxNumber,
      postcode: zipCode,
      city,
      address: street,
      email: order.email,
    };
  }
  const { zipCode, city, street } = address;
  return { name: order.name, taxNumber: null, postcode: zipCode, city, address: street, email: order.email };
}

export interface InvoiceOptions {
  kind: 'invoice' | 'receipt';
  /** When the document is issued: its issue and due date. */
  now: Date;
  /** Defaults to the order's id, the number the guest sees. */
  orderNumber?: string;
}

/**
 * The order's invoice (with the company's details when the guest asked for one) or receipt. Fulfilment is the day
 * the order was for (its pre-order slot, else the day it was placed); the due date is the issue date, since a
 * delivered order is paid at the door or online.
 */
export function invoiceDocument(order: Order, options: InvoiceOptions): InvoiceDocument {
  const orderNumber = options.orderNumber ?? String(order.id);
  const lines = invoiceLines(order);
  const sum = (key: 'net' | 'vat' | 'gross') => lines.reduce((total, line) => total + line[key], 0);
  const issueDate = day(options.now);
  return {
    kind: options.kind,
    orderNumber,
    issueDate,
    fulfilmentDate: day(order.preOrderDate ?? order.orderDate),
    dueDate: issueDate,
    paymentMethod: paymentWords[order.language][order.payment],
    paid: order.payed,
    currency: 'HUF',
    language: order.language,
    comment: commentWords[order.language](orderNumber),
    buyer: options.kind === 'invoice' ? buyerOf(order) : null,
    lines,
    totals: { net: sum('net'), vat: sum('vat'), gross: sum('gross') },
  };
}
