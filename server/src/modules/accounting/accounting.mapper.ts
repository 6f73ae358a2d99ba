import type { ExportLine, ExportOrder } from '@konyha/domain/accounting/export-order';
import type { NtakCategory, NtakSubCategory } from '@konyha/domain/accounting/ntak';
import type { ExportLineRow, ExportOrderRow } from '../order/order.service.ts';

const toExportLine = (line: ExportLineRow): ExportLine => ({
  productId: line.productId,
  name: line.name,
  options: line.options,
  lunch: line.lunch,
  forName: line.forName,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  vatRate: line.vatRate,
  net: line.net,
  vat: line.vat,
  deposit: line.deposit,
  ntakCategory: line.ntakCategory as NtakCategory | null,
  ntakSubCategory: line.ntakSubCategory as NtakSubCategory | null,
});

/** A page of orders with their lines, as the exports read them. */
export function toExportOrders(rows: ExportOrderRow[], lines: ExportLineRow[]): ExportOrder[] {
  const byOrder = Map.groupBy(lines, (line) => line.orderId);
  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    placedAt: row.orderDate,
    readyAt: row.promisedAt ?? row.preOrderDate,
    state: row.state,
    changedAt: row.changedAt,
    payment: row.payment,
    payed: row.payed,
    originalPrice: row.originalPrice,
    discountedPrice: row.discountedPrice,
    couponCode: row.couponCode,
    shippingCost: row.shippingCost,
    shippingVatRate: row.shippingVatRate,
    shippingNet: row.shippingNet,
    shippingVat: row.shippingVat,
    deposit: row.deposit,
    total: row.total,
    tip: row.tip,
    invoice: row.invoice ?? null,
    lines: (byOrder.get(row.id) ?? []).map(toExportLine),
  }));
}
