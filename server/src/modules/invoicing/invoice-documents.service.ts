import { documentDue, documentOrderNumber, mayCallForDocument } from '@konyha/domain/invoicing/invoice-rules';
import type { InvoiceDocumentStatus } from '@konyha/domain/invoicing/invoice-status.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { isRefused } from '@konyha/domain/orders/order-states';
import { can } from '@konyha/domain/users/capabilities';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import type { OrderEvents, OrderRow, StatusLinks } from '../order/order.service.ts';
import { shownDocument, toInvoiceDocument } from './invoice-documents.mapper.ts';
import * as repo from './invoice-documents.repository.ts';
import type { InvoicingSettingsService } from './invoicing-settings.service.ts';

/**
 * The orders' invoices as the order module's answers show them: needs nothing but the database, so app.ts builds it
 * before the order module (as printing's read side).
 */
export function createInvoiceReads(database: Database) {
  return {
    async of(orderIds: number[]): Promise<ReadonlyMap<number, InvoiceDocumentStatus>> {
      const byOrder = Map.groupBy(await repo.documentsOf(database.db, orderIds), (row) => row.orderId);
      return new Map([...byOrder].map(([orderId, rows]) => [orderId, toInvoiceDocument(orderId, rows)]));
    },
  };
}

/** What the invoicing module needs of the order module (its doors). */
export interface InvoicedOrders {
  find(q: Queryable, id: number): Promise<OrderRow | undefined>;
  lock(q: Queryable, id: number): Promise<OrderRow | undefined>;
  /** A new version of the order: the guest's page sends newer versions only. */
  touch(q: Queryable, id: number): Promise<void>;
}

export interface InvoiceDocumentsDeps {
  database: Database;
  settings: Pick<InvoicingSettingsService, 'switches'>;
  orders: InvoicedOrders;
  events: Pick<OrderEvents, 'on'>;
  links: Pick<StatusLinks, 'find'>;
  /** The order as staff see it (the retry's answer). */
  staffView: (orderId: number) => Promise<Order | undefined>;
}

/**
 * Which documents an order's life calls for (issue 34), queued in the transaction that decides it, so a document is
 * queued exactly when its cause commits, once across instances (the order row is locked by every cause, and the
 * table's key refuses a second queueing of one call):
 * - paid (online, or marked paid by staff) or delivered → its invoice, or its receipt (documentDue);
 * - refused after its invoice was issued → the invoice's reversal; one refused before is not issued at all;
 * - changed after its invoice was issued → the reversal and a corrected invoice under the next order number.
 */
export function createInvoiceDocuments(deps: InvoiceDocumentsDeps) {
  const { database, settings, orders, events, links, staffView } = deps;
  const db = database.db;

  /** The order's documents and the order, as they stand in the caller's transaction. */
  async function current(tx: Queryable, orderId: number) {
    const [row, documents] = await Promise.all([orders.find(tx, orderId), repo.documentsOf(tx, [orderId])]);
    return { row, documents, issues: documents.filter((document) => document.action === 'issue') };
  }

  const reverse = (tx: Queryable, original: repo.InvoiceDocumentSummary) =>
    repo.insertDocument(tx, {
      orderId: original.orderId,
      action: 'reverse',
      kind: 'invoice',
      orderNumber: original.orderNumber,
      reversesId: original.id,
    });

  /** Queues what the order's state calls for: its first document, or the reversal of what a refusal left issued. */
  async function follow(tx: Queryable, orderId: number) {
    const { row, documents, issues } = await current(tx, orderId);
    if (!row) return;
    if (isRefused(row.state)) {
      const reversed = new Set(documents.map((document) => document.reversesId));
      for (const issued of issues)
        if (issued.kind === 'invoice' && issued.number && !reversed.has(issued.id)) await reverse(tx, issued);
      return;
    }
    const kind = documentDue(row, await settings.switches(tx));
    if (!kind || issues.length > 0) return;
    await repo.insertDocument(tx, {
      orderId,
      action: 'issue',
      kind,
      orderNumber: documentOrderNumber(orderId, 1),
    });
  }

  /**
   * Staff changed what the order holds: an invoice already issued is reversed and issued anew from the order as it
   * is now. One still waiting is issued from the changed order anyway; a receipt stands (see docs/invoicing.md).
   */
  async function correct(tx: Queryable, orderId: number) {
    const { row, issues } = await current(tx, orderId);
    const latest = issues.at(-1);
    if (!row || isRefused(row.state) || !latest?.number || latest.kind !== 'invoice') return;
    await reverse(tx, latest);
    await repo.insertDocument(tx, {
      orderId,
      action: 'issue',
      kind: 'invoice',
      orderNumber: documentOrderNumber(orderId, issues.length + 1),
    });
  }

  // An order counts once and had no document before: one counting unpaid (at the door) calls for none yet.
  events.on('counted', async (tx, { orderId, order }) => {
    if (mayCallForDocument(order)) await follow(tx, orderId);
  });
  events.on('moved', (tx, { orderId }) => follow(tx, orderId));
  events.on('decided', async (tx, { orderId, outcome }) => {
    if (outcome === 'rejected' || outcome === 'cancelled') await follow(tx, orderId);
  });
  events.on('changed', (tx, { orderId }) => correct(tx, orderId));

  /** Whether the caller may have the order's documents: staff, the guest logged in who placed it, or its link. */
  async function mayRead(auth: AuthUser | undefined, orderId: number, token: string | undefined) {
    if (auth && can(auth.role, 'handleOrders')) return true;
    if (auth && (await orders.find(db, orderId))?.userId === auth.id) return true;
    return token !== undefined && (await links.find(token))?.orderId === orderId;
  }

  return {
    follow,
    correct,

    /** The PDF of the document the order's answers show, or 404 (also to whoever may not see it). */
    async pdf(auth: AuthUser | undefined, orderId: number, token: string | undefined) {
      if (!(await mayRead(auth, orderId, token))) throw notFound('Invoice');
      const shown = shownDocument(await repo.documentsOf(db, [orderId]));
      const found = shown?.number ? await repo.pdfOf(db, shown.id) : undefined;
      if (!found?.number || !found.pdf) throw notFound('Invoice');
      return { fileName: `${found.number}.pdf`, pdf: found.pdf };
    },

    /** A manager asks again for the order's failed document: due now, with a new day of attempts. */
    async retry(orderId: number) {
      await db.transaction(async (tx) => {
        const row = await orders.lock(tx, orderId);
        if (!row) throw notFound('Order');
        const shown = shownDocument(await repo.documentsOf(tx, [orderId]));
        if (!shown?.failedAt || !(await repo.requeue(tx, shown.id)))
          throw new AppError('CONFLICT', "The order's invoice has not failed", 'invoiceDocument');
        await orders.touch(tx, orderId);
        await announceOrderUpdate(tx, orderId);
      });
      const order = await staffView(orderId);
      if (!order) throw notFound('Order');
      return order;
    },

    /** How many documents Számlázz.hu issued for these orders (a day's, for its close), and how many failed. */
    countsOf: (orderIds: number[], q: Queryable = db) => repo.countsOf(q, orderIds),
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
