import type { InvoiceDocumentStatus } from '@konyha/domain/invoicing/invoice-status.schemas';
import { awaitsHostedPayment } from '@konyha/domain/orders/hosted-payment';
import { isUnacknowledged } from '@konyha/domain/orders/order-alerts';
import {
  linkExpiresAt,
  maskEmail,
  maskPhone,
  type StateChange,
  statusTimeline,
} from '@konyha/domain/orders/order-status';
import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import { type OrderLineRow, type OrderRow, toOrder } from '../order/order.service.ts';
import type { MovedMoney } from '../payment/payment.service.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The order as its guest's page shows it: the staff's view of it without ids of other records (user), staff
 * notes or print jobs, the contact masked, the timeline's times, and what a change did with the guest's money.
 */
export function toOrderStatus(
  row: OrderRow,
  lines: OrderLineRow[],
  changes: readonly StateChange[],
  money: MovedMoney,
  invoiceDocument?: InvoiceDocumentStatus,
): OrderStatus {
  // Print jobs are the kitchen's business, the invoice's tax number and billing address the bookkeeper's: the
  // guest's page and its live stream (which sends this object whole) carry only the company's name.
  const {
    id,
    userId: _user,
    note: _note,
    acknowledgedAt: _seen,
    prints: _prints,
    invoice,
    shippingVatRate: _shippingRate,
    // Issue 30: who took or changed it, and what it was before, are staff's; the page says only that it changed.
    source: _source,
    takenBy: _takenBy,
    changes: _changes,
    version: _version,
    ...order
  } = toOrder(row, lines, { prints: [], changes: [], invoiceDocument });
  const timeline = statusTimeline(changes);
  return {
    ...order,
    number: id,
    email: maskEmail(row.email),
    phone: maskPhone(row.phone),
    readyAt: iso(timeline.readyAt),
    onTheWayAt: iso(timeline.onTheWayAt),
    deliveredAt: iso(timeline.deliveredAt),
    closedAt: iso(timeline.closedAt),
    awaitingPayment: awaitsHostedPayment(row),
    refunded: row.paymentStatus === 'REFUNDED',
    changedAt: iso(row.changedAt),
    refundedAmount: money.refunded,
    extraPayment: money.extra,
    cancellable: isUnacknowledged(row) && !awaitsHostedPayment(row),
    expiresAt: linkExpiresAt(row.orderDate).toISOString(),
    invoice: invoice && { companyName: invoice.companyName },
  };
}
