import { z } from 'zod';

/** Számlázz.hu's Agent, where a restaurant's real invoices are issued. */
export const szamlazzUrl = 'https://www.szamlazz.hu';

/** Who mails the document's PDF to the guest: Konyha's own mail, or Számlázz.hu's (`sendEmail`). */
export const invoiceMailers = ['KONYHA', 'SZAMLAZZ'] as const;
export type InvoiceMailer = (typeof invoiceMailers)[number];

/** A Számlázz.hu document block's prefix (Előtagok): letters and digits, at most 10; empty until one is set. */
const prefix = z.string().regex(/^[A-Za-z0-9]{0,10}$/, 'prefixLettersAndDigits');

/** A Hungarian bank account number: 2×8 or 3×8 digits joined by dashes (12345678-12345678[-12345678]). */
export const bankAccountSchema = z.string().regex(/^\d{8}-\d{8}(-\d{8})?$/, 'bankAccountFormat');

const fields = {
  /** E-invoices on: an order's document is issued through Számlázz.hu. */
  enabled: z.boolean(),
  /** A private guest (no company asked for) gets an e-receipt (nyugta) instead of an invoice. */
  receipts: z.boolean(),
  /** Talk to the local stand-in of the Agent, not to Számlázz.hu: nothing is issued for real. */
  testMode: z.boolean(),
  baseUrl: z.url({ protocol: /^https$/, error: 'httpsUrl' }).max(200, 'tooLong'),
  invoicePrefix: prefix,
  receiptPrefix: prefix,
  /** Printed on the invoice; null: the account's own default. */
  bankAccount: bankAccountSchema.nullable(),
  mailBy: z.enum(invoiceMailers),
};

/**
 * GET /settings/invoicing (ADMIN). The agent key is never answered: only whether one is kept and its last four
 * characters, so staff can tell which key is in.
 */
export const invoicingSettingsSchema = z.object({
  ...fields,
  agentKey: z.object({ set: z.boolean(), last4: z.string().nullable() }),
});
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;

/**
 * PUT /settings/invoicing (ADMIN): every setting, and the agent key when it changes (absent or null: the kept key
 * stays). Issuing needs the block's prefix, so invoices on with an empty invoice prefix (or receipts on with an empty
 * receipt prefix) are refused naming it.
 */
export const invoicingSettingsUpdateSchema = z
  .object({ ...fields, agentKey: z.string().min(10, 'tooShort').max(200, 'tooLong').nullish() })
  .superRefine((update, ctx) => {
    if (!update.enabled) return;
    if (update.invoicePrefix === '')
      ctx.addIssue({ code: 'custom', path: ['invoicePrefix'], message: 'requiredWhenEnabled' });
    if (update.receipts && update.receiptPrefix === '')
      ctx.addIssue({ code: 'custom', path: ['receiptPrefix'], message: 'requiredWhenEnabled' });
  });
export type InvoicingSettingsUpdate = z.infer<typeof invoicingSettingsUpdateSchema>;

/** What a restaurant that never saved the settings has: off, in test mode, pointing at Számlázz.hu. */
export const defaultInvoicingSettings: Omit<InvoicingSettings, 'agentKey'> = {
  enabled: false,
  receipts: false,
  testMode: true,
  baseUrl: szamlazzUrl,
  invoicePrefix: '',
  receiptPrefix: '',
  bankAccount: null,
  mailBy: 'KONYHA',
};
