import type { Allergenic } from '@konyha/domain/menu/catalogue';
import { lineDetailTexts } from '@konyha/domain/menu/option-text';
import { doorMoney } from '@konyha/domain/orders/cash';
import type { Order, OrderPrint, PrintWhat } from '@konyha/domain/orders/order.schemas';
import type { PrintedChange, Slip, Ticket } from '@konyha/domain/printing/print-documents.schemas';
import { plainText, slipLayout, ticketLayout } from '@konyha/domain/printing/print-layout';
import { maskPhone, type PrintLine } from '@konyha/domain/printing/print-text';
import type { PrintJobRow } from './printing.repository.ts';

/**
 * The paper documents are Hungarian: the kitchen's and the couriers' language (a change's CHANGED mark too; its
 * before and after are as the event log keeps them, in the order's language).
 */
const paperLanguage = 'hu';

/** A document as the API answers it (with its text) and as the printer prints it (styled lines). */
export interface PrintDocument<T> {
  data: T;
  lines: PrintLine[];
}

/**
 * The kitchen ticket of an order, its options one line per group without prices ("Köret: hasábburgonya") and the
 * dish's diet marks as the menu has them now (`marks` by product id; a dish since deleted has none).
 */
export function ticketDocument(
  order: Order,
  marks: ReadonlyMap<number, readonly Allergenic[]>,
  changes?: readonly PrintedChange[],
): PrintDocument<Ticket> {
  const ticket: Omit<Ticket, 'text'> = {
    orderId: order.id,
    orderDate: order.orderDate,
    preOrderDate: order.preOrderDate,
    promisedAt: order.promisedAt,
    lines: order.products.map((line) => {
      const hungarian = lineDetailTexts(line, 'hu', { prices: false });
      const english = lineDetailTexts(line, 'en', { prices: false });
      return {
        quantity: line.quantity,
        name: line.name,
        nameEnglish: line.nameEnglish,
        options: hungarian.map((name, index) => ({ name, nameEnglish: english[index] ?? name })),
        marks: [...((line.productId !== null && marks.get(line.productId)) || [])],
      };
    }),
    note: order.note,
    ...(changes && { changes: [...changes] }),
  };
  const lines = ticketLayout(ticket, paperLanguage);
  return { data: { ...ticket, text: plainText(lines) }, lines };
}

/**
 * The bag slip of an order: the guest's phone masked, and what the courier settles at the door. `changes`: a reprint
 * after staff changed the order (issue 30), marked so.
 */
export function slipDocument(order: Order, changes?: readonly PrintedChange[]): PrintDocument<Slip> {
  const { paid, collect, change } = doorMoney(order);
  const slip: Omit<Slip, 'text'> = {
    orderId: order.id,
    name: order.name,
    phone: maskPhone(order.phone),
    address: order.address,
    payment: order.payment,
    paid,
    collect,
    tip: order.tip,
    payWith: paid ? null : order.payWith,
    change,
    ...(changes && { changes: [...changes] }),
    boxes: order.products.flatMap(({ forName, quantity, name, nameEnglish }) =>
      forName ? [{ forName, quantity, name, nameEnglish }] : [],
    ),
  };
  const lines = slipLayout(slip, paperLanguage);
  return { data: { ...slip, text: plainText(lines) }, lines };
}

/** A job as staff see it: printed, given up, failed and waiting for its next try, or not tried yet. */
export function toOrderPrint(row: PrintJobRow): OrderPrint {
  const status = row.printedAt ? 'PRINTED' : row.failedAt ? 'FAILED' : row.lastError ? 'RETRYING' : 'QUEUED';
  return {
    what: row.what as PrintWhat,
    printer: row.printer,
    status,
    error: status === 'PRINTED' ? null : row.lastError,
    at: (row.printedAt ?? row.failedAt ?? row.createdAt).toISOString(),
  };
}

/** The latest jobs grouped by order. */
export function printsByOrder(rows: readonly PrintJobRow[]): Map<number, OrderPrint[]> {
  const byOrder = new Map<number, OrderPrint[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toOrderPrint(row)]);
  return byOrder;
}
