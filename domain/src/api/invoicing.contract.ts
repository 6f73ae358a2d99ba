import { z } from 'zod';
import { idParamsSchema } from '../common/input.ts';
import { statusTokenHeader } from '../invoicing/invoice-status.schemas.ts';
import {
  invoicingSettingsSchema,
  invoicingSettingsUpdateSchema,
} from '../invoicing/invoicing-settings.schemas.ts';
import { ordersAnswerSchema } from '../orders/order.schemas.ts';
import { endpoint } from './endpoint.ts';

/** How Konyha issues invoices and receipts through Számlázz.hu's Agent (issue 34): an ADMIN's settings. */
export const invoicing = {
  settings: endpoint({
    method: 'GET',
    path: '/settings/invoicing',
    access: 'manageInvoicing',
    tags: ['settings'],
    summary: 'The invoicing settings; the agent key only as whether one is kept and its last four characters',
    response: { 200: invoicingSettingsSchema },
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/settings/invoicing',
    access: 'manageInvoicing',
    tags: ['settings'],
    summary: 'Changes the invoicing settings; `agentKey` replaces the kept key, absent or null keeps it',
    description:
      'The agent key is write-only: kept encrypted, never answered, logged or echoed. Invoices on with an empty ' +
      '`invoicePrefix` (or receipts on with an empty `receiptPrefix`) is 400 VALIDATION_ERROR naming it.',
    request: { body: invoicingSettingsUpdateSchema },
    response: { 200: invoicingSettingsSchema },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/order/:id/invoice/retry',
    access: 'retryInvoices',
    tags: ['order'],
    summary: "Asks Számlázz.hu again for an order's invoice or receipt that failed",
    description:
      'Only a `failed` document is tried again (409 CONFLICT otherwise); it is `pending` until the Agent answers. ' +
      'The answer is the order as staff see it.',
    request: { params: idParamsSchema },
    response: { 200: ordersAnswerSchema },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/order/:id/invoice.pdf',
    access: 'public',
    tags: ['order'],
    summary: "The order's issued invoice or receipt (or its reversal) as PDF",
    description:
      'For staff, the logged-in guest who placed it, or whoever holds its order page link: its token in the ' +
      '`X-Status-Token` header, never in the URL. 404 NOT_FOUND when nothing is issued or the caller may not see it.',
    request: {
      params: idParamsSchema,
      headers: z.object({
        [statusTokenHeader]: z
          .string()
          .max(200)
          .optional()
          .describe("The order page link's token, for a guest who is not logged in"),
      }),
    },
  }),
};
