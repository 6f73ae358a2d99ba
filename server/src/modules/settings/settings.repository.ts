import type { Queryable } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export type SettingsRow = typeof settings.$inferSelect;

export async function readSettings(db: Queryable): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).limit(1);
  // The seed creates the row; a database without it was set up by hand and cannot take orders.
  if (!row)
    throw new Error('The settings row is missing: start Konyha once on an empty database to create it');
  return row;
}

/** The row locked until the transaction ends, so a change logs the value it really replaced. */
export async function lockSettings(tx: Queryable): Promise<SettingsRow> {
  const [row] = await tx.select().from(settings).limit(1).for('update');
  if (!row) throw new Error('The settings row is missing');
  return row;
}

/**
 * The row, kept from changing until the transaction ends while others may read it too: a product saved with a
 * VAT rate holds it, so the rate cannot be removed before the product is written (issue 17).
 */
export async function shareSettings(tx: Queryable): Promise<SettingsRow> {
  const [row] = await tx.select().from(settings).limit(1).for('share');
  if (!row) throw new Error('The settings row is missing');
  return row;
}

/** Each change is one atomic UPDATE … RETURNING of the single settings row. */
export async function updateSettings(db: Queryable, values: Partial<Omit<SettingsRow, 'id'>>) {
  const [row] = await db.update(settings).set(values).returning();
  return row;
}
