import type { Queryable } from '../../db/client.ts';
import { invoicingSettings } from '../../db/schema/index.ts';

export type InvoicingSettingsRow = typeof invoicingSettings.$inferSelect;
export type InvoicingSettingsValues = Omit<InvoicingSettingsRow, 'id' | 'updatedAt'>;

/** The single row, or undefined before the settings were first saved. */
export async function readInvoicingSettings(db: Queryable): Promise<InvoicingSettingsRow | undefined> {
  const [row] = await db.select().from(invoicingSettings).limit(1);
  return row;
}

/**
 * Writes the row in one statement, so two saves at once cannot lose the key: without `agentKeySealed` in `values`
 * the kept key (and its last four) stay as they are.
 */
export async function saveInvoicingSettings(
  db: Queryable,
  values: Omit<InvoicingSettingsValues, 'agentKeySealed' | 'agentKeyLast4'> &
    Partial<Pick<InvoicingSettingsValues, 'agentKeySealed' | 'agentKeyLast4'>>,
  now: Date,
): Promise<InvoicingSettingsRow> {
  const [row] = await db
    .insert(invoicingSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: invoicingSettings.id, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('The invoicing settings row was not written');
  return row;
}
