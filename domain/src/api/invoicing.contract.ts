import {
  invoicingSettingsSchema,
  invoicingSettingsUpdateSchema,
} from '../invoicing/invoicing-settings.schemas.ts';
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
};
