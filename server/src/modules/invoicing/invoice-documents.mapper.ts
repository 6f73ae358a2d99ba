import {
  type InvoiceDocumentStatus,
  InvoiceKind,
  noInvoiceDocument,
} from '@konyha/domain/invoicing/invoice-status.schemas';
import type { InvoiceDocumentSummary } from './invoice-documents.repository.ts';

/** Done without a number: it turned out moot (the order was refused before it was issued); nobody sees it. */
const isMoot = (document: InvoiceDocumentSummary) => document.doneAt !== null && document.number === null;

/**
 * The document an order's answers show, of its documents oldest first: the newest one that is not moot. A corrected
 * order's new invoice comes after the reversal of its old one, so the guest sees the invoice that stands; a refused
 * order's reversal comes last, so they see the reversal.
 */
export function shownDocument(
  documents: readonly InvoiceDocumentSummary[],
): InvoiceDocumentSummary | undefined {
  return documents.filter((document) => !isMoot(document)).at(-1);
}

export const invoicePdfPath = (orderId: number) => `/api/order/${orderId}/invoice.pdf`;

export function toInvoiceDocument(
  orderId: number,
  documents: readonly InvoiceDocumentSummary[],
): InvoiceDocumentStatus {
  const shown = shownDocument(documents);
  if (!shown) return noInvoiceDocument;
  const kind = InvoiceKind.parse(shown.kind);
  if (shown.failedAt) return { status: 'failed', kind, number: null, url: null, error: shown.error };
  if (!shown.doneAt) return { status: 'pending', kind, number: null, url: null, error: shown.error };
  return {
    status: shown.action === 'reverse' ? 'reversed' : 'issued',
    kind,
    number: shown.number,
    url: invoicePdfPath(orderId),
    error: null,
  };
}
