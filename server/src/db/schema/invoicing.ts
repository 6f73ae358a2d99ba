import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, instant, leasedJobColumns } from './columns.ts';
import { orders } from './orders.ts';

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

/**
 * Issue 34: the outbox of calls to Számlázz.hu's Agent, one row per document of an order: its invoice or receipt
 * (`issue`), and the reversal (`reverse`) of an issued invoice when the order is refused or changed. Leased as the mail
 * outbox is (db/leased-jobs.ts), so each call is made by one instance at a time; `done_at` is set when the Agent
 * issued it (`number`, `pdf`) or when it turned out moot (no number: the order was refused before it was issued).
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `issue` or `reverse`. */
    action: text('action').notNull(),
    /** `invoice` or `receipt`. */
    kind: text('kind').notNull(),
    /** Számlázz.hu's `rendelesSzam` (and a receipt's call id): `1042`, then `1042-2` after a change. */
    orderNumber: text('order_number').notNull(),
    /** The document a reversal reverses. */
    reversesId: integer('reverses_id'),
    /** The order's version the document was made from: a change after it calls for a corrected one. */
    orderVersion: integer('order_version'),
    number: text('number'),
    pdf: bytea('pdf'),
    /** Why the last attempt failed, in Számlázz.hu's words (never the agent key): shown to staff. */
    error: text('error'),
    ...leasedJobColumns(),
    doneAt: instant('done_at'),
  },
  (t) => [
    index('invoice_documents_due_idx').on(t.dueAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('invoice_documents_order_idx').on(t.orderId, t.id),
    // One call per document: events that race cannot queue an order's invoice (or its reversal) twice.
    uniqueIndex('invoice_documents_key').on(t.orderNumber, t.action),
    check('invoice_documents_action', sql`${t.action} in ('issue', 'reverse')`),
    check('invoice_documents_kind', sql`${t.kind} in ('invoice', 'receipt')`),
  ],
);
