import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { PaymentMethod } from '../orders/order-states.ts';
import { restaurantTimeZone } from '../restaurant/restaurant.ts';
import { type ExportLine, type ExportOrder, exportWords, lineGross } from './export-order.ts';
import {
  type NtakCategory,
  type NtakPaymentType,
  type NtakSubCategory,
  ntakOutsideVat,
  ntakVatCategories,
} from './ntak.ts';

/**
 * An order as NTAK's order summary (rendelésösszesítő) names its fields (the day and its closing: ntak-day.ts), after
 * the open-source client kiralyta/ntak-php. This is data for the restaurant's certified NTAK software to send; Konyha
 * submits nothing to NTAK. Every item's `tetelOsszesito` adds up to the order's total:
 * - each order line at its gross unit price before the coupon (options included, in the name), its product's
 *   categories (ETEL/EGYEB when the product has none or is gone) and its VAT category;
 * - the coupon as one negative EGYEB/KEDVEZMENY item per VAT rate, the difference the coupon made to that rate's
 *   lines (NTAK's discount items are per VAT rate);
 * - the delivery fee as EGYEB/KISZALLITASI_DIJ at its own rate;
 * - the bottle deposit as EGYEB/NEM_VENDEGLATAS outside VAT (D_AJT): it is not a hospitality sale but money held
 *   for the bottle, and NTAK has no deposit sub-category, so it is reported apart from the drink it came with.
 * Rejected and cancelled orders were never sales: they are left out and only counted in the closing.
 * An order staff changed after it was placed (issue 30) is reported as it ended, classed HELYESBITO (a correction of
 * the order's first summary, under the same rmsRendelesAzonosito); NTAK's own id of that first summary
 * (`hivatkozottRendelesOsszesito`) is known only to the certified software that sent it, so it is left null for it.
 */

type VatCategory = (typeof ntakVatCategories)[keyof typeof ntakVatCategories] | typeof ntakOutsideVat;

export interface NtakItem {
  megnevezes: string;
  fokategoria: NtakCategory;
  alkategoria: NtakSubCategory;
  /** Null for a rate NTAK does not know (only 27, 18, 5 and 0 %): the certified software must settle it. */
  afaKategoria: VatCategory | null;
  bruttoEgysegar: number;
  mennyisegiEgyseg: 'DARAB';
  mennyiseg: number;
  tetelszam: number;
  rendelesIdopontja: string;
  tetelOsszesito: number;
}

export interface NtakOrder {
  rendelesBesorolasa: 'NORMAL' | 'HELYESBITO';
  rmsRendelesAzonosito: string;
  /** A correction's reference to NTAK's id of the first summary: the certified software fills it in. */
  hivatkozottRendelesOsszesito: null;
  targynap: string;
  rendelesKezdete: string;
  rendelesVege: string;
  helybenFogyasztott: false;
  osszesitett: false;
  fizetesiInformaciok: {
    rendelesVegosszegeHUF: number;
    fizetesiModok: { fizetesiMod: NtakPaymentType; fizetettOsszegHUF: number }[];
  };
  rendelesTetelek: NtakItem[];
}

/** Konyha's payment methods as NTAK's payment types: SZÉP card is its own, at the door or online. */
export const ntakPaymentTypeOf: Record<PaymentMethod, NtakPaymentType> = {
  CASH: 'KESZPENZHUF',
  CREDIT_CARD: 'BANKKARTYA',
  CREDIT_CARD_ONLINE: 'BANKKARTYA',
  SZEP_CARD: 'SZEPKARTYA',
  SZEP_CARD_ONLINE: 'SZEPKARTYA',
};

/** An instant in Budapest time with its offset, as NTAK's timestamps are ("2026-11-24T18:05:00+01:00"). */
export const ntakTime = (instant: Date) =>
  format(new TZDate(instant, restaurantTimeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");

export const ntakVatCategory = (rate: number): VatCategory | null =>
  ntakVatCategories[rate as keyof typeof ntakVatCategories] ?? null;

function item(
  name: string,
  category: NtakCategory,
  sub: NtakSubCategory,
  vat: VatCategory | null,
  unitPrice: number,
  quantity: number,
  at: string,
): NtakItem {
  return {
    megnevezes: name,
    fokategoria: category,
    alkategoria: sub,
    afaKategoria: vat,
    bruttoEgysegar: unitPrice,
    mennyisegiEgyseg: 'DARAB',
    mennyiseg: 1,
    tetelszam: quantity,
    rendelesIdopontja: at,
    tetelOsszesito: unitPrice * quantity,
  };
}

/**
 * "Rántott csirke (Köret: rizs)": NTAK has no field for options, so they go into the name; a lunch menu (issue 31)
 * names its soup and main there: "A menü (Gulyásleves, Rántott csirke)".
 */
function lineName(line: ExportLine): string {
  const lunch = line.lunch;
  const parts = lunch
    ? [...(lunch.soup && !lunch.mainOnly ? [lunch.soup.name] : []), lunch.main.name]
    : line.options.map((option) => option.name);
  return parts.length === 0 ? line.name : `${line.name} (${parts.join(', ')})`;
}

/** A dish's NTAK categories, a lunch menu's as the food package (ételcsomag) it is, ETEL/EGYEB for a dish gone. */
const categoriesOf = (line: ExportLine): [NtakCategory, NtakSubCategory] =>
  line.lunch ? ['ETEL', 'ETELCSOMAG'] : [line.ntakCategory ?? 'ETEL', line.ntakSubCategory ?? 'EGYEB'];

/** The coupon's share of each VAT rate: what the lines of that rate cost after it minus before (negative). */
function discountsByRate(lines: readonly ExportLine[]): Map<number, number> {
  const discounts = new Map<number, number>();
  for (const line of lines) {
    const difference = lineGross(line) - line.unitPrice * line.quantity;
    discounts.set(line.vatRate, (discounts.get(line.vatRate) ?? 0) + difference);
  }
  return discounts;
}

/** One order as NTAK's order summary asks for it. */
export function ntakOrder(order: ExportOrder): NtakOrder {
  const at = ntakTime(order.placedAt);
  const items = order.lines.map((line) =>
    item(
      lineName(line),
      ...categoriesOf(line),
      ntakVatCategory(line.vatRate),
      line.unitPrice,
      line.quantity,
      at,
    ),
  );
  for (const [rate, discount] of discountsByRate(order.lines)) {
    if (discount !== 0)
      items.push(item(exportWords.discount, 'EGYEB', 'KEDVEZMENY', ntakVatCategory(rate), discount, 1, at));
  }
  if (order.shippingCost > 0) {
    const vat = ntakVatCategory(order.shippingVatRate);
    items.push(item(exportWords.delivery, 'EGYEB', 'KISZALLITASI_DIJ', vat, order.shippingCost, 1, at));
  }
  for (const line of order.lines) {
    if (line.deposit > 0)
      items.push(
        item(
          `${exportWords.deposit} – ${line.name}`,
          'EGYEB',
          'NEM_VENDEGLATAS',
          ntakOutsideVat,
          line.deposit,
          line.quantity,
          at,
        ),
      );
  }
  const total = items.reduce((sum, each) => sum + each.tetelOsszesito, 0);
  return {
    rendelesBesorolasa: order.changedAt ? 'HELYESBITO' : 'NORMAL',
    rmsRendelesAzonosito: String(order.id),
    hivatkozottRendelesOsszesito: null,
    targynap: order.day,
    rendelesKezdete: at,
    // Konyha keeps no delivery time on the order: the promised ready time (or the slot) stands for its end.
    rendelesVege: ntakTime(order.readyAt && order.readyAt > order.placedAt ? order.readyAt : order.placedAt),
    helybenFogyasztott: false,
    osszesitett: false,
    fizetesiInformaciok: {
      rendelesVegosszegeHUF: total,
      fizetesiModok: [{ fizetesiMod: ntakPaymentTypeOf[order.payment], fizetettOsszegHUF: total }],
    },
    rendelesTetelek: items,
  };
}
