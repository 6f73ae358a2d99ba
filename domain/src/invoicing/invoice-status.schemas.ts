import { z } from 'zod';

/**
 * Where an order's invoice or receipt stands (issue 34), as every order answer carries it:
 * - `none`: nothing is due (invoicing is off, the order is not paid yet, or a private guest without receipts);
 * - `pending`: queued for the Agent, or being tried again after Számlázz.hu did not answer;
 * - `issued`: Számlázz.hu issued it: its number, and its PDF at `url`;
 * - `failed`: Számlázz.hu refused it, or did not answer for a day: `error` says why, and a manager may retry;
 * - `reversed`: the order was refused after its invoice was issued: `number` and `url` are the reversal's (sztornó).
 */
export const invoiceStatuses = ['none', 'pending', 'issued', 'failed', 'reversed'] as const;
export const InvoiceStatus = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const InvoiceKind = z.enum(['invoice', 'receipt']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

export const invoiceDocumentSchema = z.object({
  status: InvoiceStatus,
  /** An invoice (a company asked for one, or receipts are off) or a receipt (nyugta); null with `none`. */
  kind: InvoiceKind.nullable(),
  /** Számlázz.hu's number of the document (`KONYHA-2026-12`); null until issued. */
  number: z.string().nullable(),
  /**
   * The PDF, `/api/order/{id}/invoice.pdf`: for staff, the owner logged in, or with the order page's token in the
   * `X-Status-Token` header (never in the URL); null until issued.
   */
  url: z.string().nullable(),
  /** Why it failed (Számlázz.hu's words, or "no answer for a day"); while pending, why the last try did not go through. */
  error: z.string().nullable(),
});
export type InvoiceDocumentStatus = z.infer<typeof invoiceDocumentSchema>;

export const noInvoiceDocument: InvoiceDocumentStatus = {
  status: 'none',
  kind: null,
  number: null,
  url: null,
  error: null,
};

/** The header the guest's order page sends its token in to download the PDF. */
export const statusTokenHeader = 'x-status-token';
