import { sumByRate } from '@konyha/domain/accounting/vat';
import {
  type InvoiceDocumentStatus,
  noInvoiceDocument,
} from '@konyha/domain/invoicing/invoice-status.schemas';
import type { Order, OrderAddress, OrderPrint } from '@konyha/domain/orders/order.schemas';
import type { OrderChange, OrderSource } from '@konyha/domain/orders/order-changes.schemas';
import type { RefusalReason } from '@konyha/domain/orders/order-decisions.schemas';
import type { OrderLineRow, OrderRow } from './order.repository.ts';

/** A line as every answer shows it: the snapshot taken when ordering. */
export const toOrderLine = (line: OrderLineRow): Order['products'][number] => ({
  productId: line.productId,
  name: line.name,
  nameEnglish: line.nameEnglish,
  price: line.unitPrice,
  quantity: line.quantity,
  options: line.options,
  vatRate: line.vatRate,
  net: line.net,
  vat: line.vat,
  deposit: line.deposit,
  lunch: line.lunch,
  forName: line.forName,
});

/** The address (with the courier's details) as every answer shows it and a content change starts from. */
export const addressOf = (row: OrderRow): OrderAddress => ({
  zipCode: row.zipCode,
  city: row.city,
  street: row.street,
  floor: row.floor,
  door: row.door,
  doorbell: row.doorbell,
  courierNote: row.courierNote,
});

/**
 * What only staff answers carry (mails and the guest's page need neither): the latest print jobs, the changes; and
 * the invoice's state (issue 34), which the guest's page reads on its own.
 */
export interface StaffExtras {
  prints: OrderPrint[];
  changes: OrderChange[];
  invoiceDocument?: InvoiceDocumentStatus;
}

export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  { prints, changes, invoiceDocument = noInvoiceDocument }: StaffExtras = { prints: [], changes: [] },
): Order {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: addressOf(row),
    products: lines.map(toOrderLine),
    coupon: row.couponCode ? { code: row.couponCode, discount: row.couponDiscount ?? 0 } : null,
    note: row.note,
    payment: row.payment,
    payed: row.payed,
    state: row.state,
    orderDate: row.orderDate.toISOString(),
    preOrderDate: row.preOrderDate?.toISOString() ?? null,
    originalPrice: row.originalPrice,
    discountedPrice: row.discountedPrice,
    shippingCost: row.shippingCost,
    total: row.total,
    tip: row.tip,
    language: row.language === 'en' ? 'en' : 'hu',
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    promisedAt: row.promisedAt?.toISOString() ?? null,
    rejectionReason: (row.rejectionReason as RefusalReason | null) ?? null,
    rejectionNote: row.rejectionNote,
    payWith: row.payWith,
    prints,
    vat: sumByRate([
      ...lines.map((line) => ({
        rate: line.vatRate,
        gross: line.net + line.vat,
        net: line.net,
        vat: line.vat,
      })),
      { rate: row.shippingVatRate, gross: row.shippingCost, net: row.shippingNet, vat: row.shippingVat },
    ]),
    shippingVatRate: row.shippingVatRate,
    deposit: row.deposit,
    invoice: row.invoice ?? null,
    source: row.source as OrderSource,
    takenBy: row.takenBy !== null ? { id: row.takenBy, name: row.takenByName ?? '' } : null,
    changes,
    version: row.version,
    extraDue: row.extraDue,
    invoiceDocument,
  };
}

/** Maps rows with their lines (and print jobs and changes, by order id), keeping the rows' order. */
export function toOrders(
  rows: OrderRow[],
  lines: OrderLineRow[],
  extras: {
    prints: ReadonlyMap<number, OrderPrint[]>;
    changes: ReadonlyMap<number, OrderChange[]>;
    invoices?: ReadonlyMap<number, InvoiceDocumentStatus>;
  } = {
    prints: new Map(),
    changes: new Map(),
  },
): Order[] {
  const byOrder = Map.groupBy(lines, (line) => line.orderId);
  return rows.map((row) =>
    toOrder(row, byOrder.get(row.id) ?? [], {
      prints: extras.prints.get(row.id) ?? [],
      changes: extras.changes.get(row.id) ?? [],
      invoiceDocument: extras.invoices?.get(row.id),
    }),
  );
}
