import type { OrderState } from '../orders/order-states.ts';
import { isRefused } from '../orders/order-states.ts';
import type { InvoiceKind } from './invoice-status.schemas.ts';

/** What of an order decides its document. */
export interface InvoicedOrder {
  id: number;
  state: OrderState;
  payed: boolean;
  /** The company invoice the guest asked for, if any. */
  invoice: object | null;
}

/** What of the invoicing settings decides it. */
export interface InvoicingSwitches {
  enabled: boolean;
  receipts: boolean;
}

/**
 * Whether the order, as it stands, could call for a document whatever the settings: paid or delivered, and not
 * refused. One that could not needs neither the settings nor its documents read when it counts (issue 35).
 */
export const mayCallForDocument = (order: Pick<InvoicedOrder, 'state' | 'payed'>): boolean =>
  !isRefused(order.state) && (order.payed || order.state === 'DELIVERED');

/**
 * The document an order calls for now (issue 34), or null: once it is paid (online: at payment; at the door: when
 * staff mark it paid) or delivered, and not refused, an order with a company invoice request gets an invoice and any
 * other one a receipt when receipts are on. Nothing while invoicing is off.
 */
export function documentDue(order: InvoicedOrder, switches: InvoicingSwitches): InvoiceKind | null {
  if (!switches.enabled || !mayCallForDocument(order)) return null;
  if (order.invoice) return 'invoice';
  return switches.receipts ? 'receipt' : null;
}

/**
 * The order number a document carries to Számlázz.hu: the order's id for its first document, `1042-2` for the one
 * after its first correction. The account refuses a repeated order number, so each corrected invoice needs its own.
 */
export const documentOrderNumber = (orderId: number, sequence: number): string =>
  sequence <= 1 ? String(orderId) : `${orderId}-${sequence}`;
