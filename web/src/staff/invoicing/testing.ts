import type { InvoicingSettings } from '@konyha/domain/invoicing/invoicing-settings.schemas';

/** A restaurant issuing real invoices and receipts (issue 34), its agent key ending in "k3Y9". */
export const invoicingSettings = (overrides: Partial<InvoicingSettings> = {}): InvoicingSettings => ({
  enabled: true,
  receipts: true,
  testMode: false,
  baseUrl: 'https://www.szamlazz.hu',
  invoicePrefix: 'KONYHA',
  receiptPrefix: 'NYUGTA',
  bankAccount: '11773016-11111018',
  mailBy: 'KONYHA',
  agentKey: { set: true, last4: 'k3Y9' },
  ...overrides,
});
