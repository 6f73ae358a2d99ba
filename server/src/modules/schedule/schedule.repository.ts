import { and, between, count, eq, gt, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orders, settings } from '../../db/schema/index.ts';

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
 * How long an online card payment may wait for the card's answer (3-D Secure) and still hold its place: as long
 * as the card data it was paid with is valid. A declined payment deletes its order, so only abandoned ones are
 * left waiting after that.
 */
const paymentPatienceMinutes = 15;

/** The orders that take a place in their slot: not refused, and not an online payment the guest abandoned. */
const holdsPlace = (now: Date) =>
  and(
    notInArray(orders.state, ['REJECTED', 'CANCELLED']),
    or(
      notInArray(orders.paymentStatus, ['PENDING', 'CHALLENGE']),
      gt(orders.orderDate, new Date(now.getTime() - paymentPatienceMinutes * 60_000)),
    ),
  );

/** The places taken in the slots first…last (inclusive), by the slot's instant in milliseconds. */
export async function placesTaken(db: Queryable, first: Date, last: Date, now: Date) {
  const rows = await db
    .select({ slotAt: orders.slotAt, taken: count() })
    .from(orders)
    .where(and(between(orders.slotAt, first, last), holdsPlace(now)))
    .groupBy(orders.slotAt);
  return new Map(rows.flatMap(({ slotAt, taken }) => (slotAt ? [[slotAt.getTime(), taken] as const] : [])));
}

/**
 * Waits until no other transaction counts or fills this slot (on every instance: the lock is the database's),
 * then answers the places taken, the caller's own uncommitted order included. Keyed on the slot's epoch minute
 * under a namespace of its own, so it never meets another advisory lock.
 */
export async function lockAndCountSlot(tx: Queryable, slotAt: Date, now: Date): Promise<number> {
  const slotLockSpace = 14;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${slotLockSpace}::int, ${Math.floor(slotAt.getTime() / 60_000)}::int)`,
  );
  const [row] = await tx
    .select({ taken: count() })
    .from(orders)
    .where(and(eq(orders.slotAt, slotAt), holdsPlace(now)));
  return row?.taken ?? 0;
}
