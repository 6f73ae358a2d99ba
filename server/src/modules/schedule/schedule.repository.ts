import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const scheduleColumns = {
  openingHours: settings.openingHours,
  leadMinutes: settings.leadMinutes,
  slotMinutes: settings.slotMinutes,
  daysAhead: settings.daysAhead,
  firstSlotAfterOpeningMinutes: settings.firstSlotAfterOpeningMinutes,
  capacityPerSlot: settings.capacityPerSlot,
  capacityByWeekday: settings.capacityByWeekday,
  busyExtraMinutes: settings.busyExtraMinutes,
  busyExtraUntil: settings.busyExtraUntil,
  busyPausedUntil: settings.busyPausedUntil,
};

export type ScheduleRow = { [K in keyof typeof scheduleColumns]: (typeof settings.$inferSelect)[K] };
export type ScheduleChange = Partial<
  Pick<
    ScheduleRow,
    | 'openingHours'
    | 'leadMinutes'
    | 'slotMinutes'
    | 'daysAhead'
    | 'firstSlotAfterOpeningMinutes'
    | 'capacityPerSlot'
    | 'capacityByWeekday'
  >
>;

function single(row: ScheduleRow | undefined): ScheduleRow {
  // The seed creates the row; a database without it was set up by hand and cannot take orders.
  if (!row)
    throw new Error('The settings row is missing: start Konyha once on an empty database to create it');
  return row;
}

/** The schedule's columns of the single settings row. */
export async function readSchedule(db: Queryable): Promise<ScheduleRow> {
  const [row] = await db.select(scheduleColumns).from(settings).limit(1);
  return single(row);
}

/** The same, locked until the transaction ends, so concurrent editors log true from → to pairs. */
export async function lockSchedule(tx: Queryable): Promise<ScheduleRow> {
  const [row] = await tx.select(scheduleColumns).from(settings).limit(1).for('update');
  return single(row);
}

export async function updateSchedule(tx: Queryable, values: ScheduleChange): Promise<ScheduleRow> {
  const [row] = await tx.update(settings).set(values).returning(scheduleColumns);
  return single(row);
}

/**
 * Waits until no other transaction counts or fills this slot (on every instance: the lock is the database's), so
 * the places then counted in `tx` stay true until it ends. Keyed on the slot's epoch minute under a namespace of its
 * own, so it never meets another advisory lock.
 */
export async function lockSlot(tx: Queryable, slotAt: Date): Promise<void> {
  const slotLockSpace = 14;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${slotLockSpace}::int, ${Math.floor(slotAt.getTime() / 60_000)}::int)`,
  );
}
