import type { ExportLine, ExportOrder } from './export-order.ts';
import { orderVat } from './vat.ts';

type LineSpec = Partial<ExportLine> & Pick<ExportLine, 'name' | 'unitPrice' | 'quantity'>;

/**
 * An order of the exports' tests with the figures the order writer stores: lines split at their rates after the
 * coupon (`discountedPrice`, none when left out), a 490 Ft delivery at 27 %, the deposit added to the total.
 */
export function exportOrder(
  lines: LineSpec[],
  values: Partial<Omit<ExportOrder, 'lines'>> = {},
): ExportOrder {
  const filled = lines.map((line) => ({
    productId: null,
    options: [],
    lunch: null,
    forName: null,
    vatRate: 27,
    deposit: 0,
    ntakCategory: null,
    ntakSubCategory: null,
    net: 0,
    vat: 0,
    ...line,
  }));
  const originalPrice = filled.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discountedPrice = values.discountedPrice ?? originalPrice;
  const shippingCost = values.shippingCost ?? 490;
  const split = orderVat(
    filled.map((line) => ({ gross: line.unitPrice * line.quantity, rate: line.vatRate })),
    discountedPrice,
    { gross: shippingCost, rate: 27 },
  );
  const deposit = filled.reduce((sum, line) => sum + line.deposit * line.quantity, 0);
  return {
    id: 1,
    day: '2026-11-24',
    placedAt: new Date('2026-11-24T17:05:00Z'),
    readyAt: new Date('2026-11-24T17:50:00Z'),
    state: 'DELIVERED',
    changedAt: null,
    payment: 'CASH',
    payed: true,
    couponCode: discountedPrice === originalPrice ? null : 'TAVASZ10',
    shippingVatRate: 27,
    shippingNet: split.shipping.net,
    shippingVat: split.shipping.vat,
    invoice: null,
    tip: 0,
    ...values,
    originalPrice,
    discountedPrice,
    shippingCost,
    deposit,
    total: discountedPrice + shippingCost + deposit,
    lines: filled.map((line, index) => ({
      ...line,
      net: split.lines[index]?.net ?? 0,
      vat: split.lines[index]?.vat ?? 0,
    })),
  };
}

/** Two lines of the NTAK tests: a beer with its bottle deposit, a soup at 5 %, each with its NTAK categories. */
export const beer = {
  productId: 7,
  name: 'Dreher sör 0,5 l',
  unitPrice: 790,
  quantity: 2,
  deposit: 50,
  ntakCategory: 'ALKOHOLOSITAL' as const,
  ntakSubCategory: 'SOR' as const,
};
export const soup = {
  productId: 3,
  name: 'Gulyásleves',
  unitPrice: 2490,
  quantity: 1,
  vatRate: 5,
  ntakCategory: 'ETEL' as const,
  ntakSubCategory: 'LEVES' as const,
};
