import type { Queryable } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const columns = {
  paymentMethods: settings.paymentMethods,
  cardPaymentMinutes: settings.cardPaymentMinutes,
  szepPaymentMinutes: settings.szepPaymentMinutes,
};

export type PaymentSettingsRow = { [K in keyof typeof columns]: (typeof settings.$inferSelect)[K] };

/** The payment columns of the shop's single settings row; `lock` holds it until the caller's transaction ends. */
export async function readPaymentSettings(db: Queryable, lock = false): Promise<PaymentSettingsRow> {
  const query = db.select(columns).from(settings).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('The settings row is missing');
  return row;
}

export async function updatePaymentSettings(tx: Queryable, values: Partial<PaymentSettingsRow>) {
  const [row] = await tx.update(settings).set(values).returning(columns);
  if (!row) throw new Error('The settings row is missing');
  return row;
}
