import type { Queryable } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { BusyColumns } from './busy.mapper.ts';

const columns = {
  busyExtraMinutes: settings.busyExtraMinutes,
  busyExtraUntil: settings.busyExtraUntil,
  busyPausedUntil: settings.busyPausedUntil,
};

const missing = () => new Error('The settings row is missing');

/** The busy columns, with the settings row locked until the transaction ends: changes queue up, none is lost. */
export async function lockBusy(tx: Queryable): Promise<BusyColumns> {
  const [row] = await tx.select(columns).from(settings).limit(1).for('update');
  if (!row) throw missing();
  return row;
}

export async function writeBusy(tx: Queryable, values: BusyColumns) {
  await tx.update(settings).set(values);
}
