import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Issue 34: how Konyha reaches Számlázz.hu's Agent. A single row (id 1), written on the first save; until then the
 * domain's defaultInvoicingSettings apply. The agent key is never kept in clear: `agent_key_sealed` is its AES-256-GCM
 * sealing (invoicing-settings.crypto.ts), and `agent_key_last4` the four characters staff are shown.
 */
export const invoicingSettings = pgTable(
  'invoicing_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    receipts: boolean('receipts').notNull().default(false),
    testMode: boolean('test_mode').notNull().default(true),
    baseUrl: text('base_url').notNull().default('https://www.szamlazz.hu'),
    invoicePrefix: text('invoice_prefix').notNull().default(''),
    receiptPrefix: text('receipt_prefix').notNull().default(''),
    bankAccount: text('bank_account'),
    /** 'KONYHA' or 'SZAMLAZZ': who mails the document's PDF to the guest. */
    mailBy: text('mail_by').notNull().default('KONYHA'),
    agentKeySealed: text('agent_key_sealed'),
    agentKeyLast4: text('agent_key_last4'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('invoicing_settings_single_row', sql`${t.id} = 1`),
    check('invoicing_settings_mail_by', sql`${t.mailBy} in ('KONYHA', 'SZAMLAZZ')`),
  ],
);
