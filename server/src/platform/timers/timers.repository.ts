import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';

export type JobRow = typeof scheduledJobs.$inferSelect;

/** Wakes the timer runners of every instance when a job falls due now (re-timed into the past, say). */
export const TIMER_CHANNEL = 'konyha_timers';

/**
 * Sets each of the order's timers in `timers` to its date, adding it unless one of that kind already fired for the
 * order (a timer fires once per order, also when its due time is moved later by a settings change), or drops the
 * pending one whose date is null (it no longer applies). One statement: an order that counts sets its five at once.
 */
export async function plan(
  db: Queryable,
  orderId: number,
  timers: readonly (readonly [string, Date | null])[],
) {
  const due = timers.flatMap(([kind, dueAt]) =>
    dueAt ? [sql`(${kind}, ${dueAt.toISOString()}::timestamptz)`] : [],
  );
  const dropped = timers.flatMap(([kind, dueAt]) => (dueAt ? [] : [kind]));
  // Different kinds each: the delete and the insert never touch the same row, so they may share a statement; the
  // partial unique index (one pending row per kind and order) turns a second timer into a move.
  const drop = sql`delete from ${scheduledJobs}
    where order_id = ${orderId} and done_at is null and kind in (${sql.join(
      dropped.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
  if (due.length === 0) {
    if (dropped.length > 0) await db.execute(drop);
    return;
  }
  await db.execute(sql`
    ${dropped.length > 0 ? sql`with dropped as (${drop})` : sql``}
    insert into ${scheduledJobs} (kind, order_id, due_at)
    select planned.kind, ${orderId}, planned.due_at from (values ${sql.join(due, sql`, `)}) as planned (kind, due_at)
    where not exists (
      select 1 from ${scheduledJobs} fired
      where fired.kind = planned.kind and fired.order_id = ${orderId} and fired.done_at is not null
    )
    on conflict (kind, order_id) where done_at is null do update set due_at = excluded.due_at`);
}

/** The advisory-lock namespace of order-less timers (the slots' is 14, the portions' 15). */
const timerLockSpace = 16;

/**
 * Adds a pending order-less `kind` timer unless one is pending (a daily job): two instances starting at once add
 * one between them, as the lock keeps the second from looking before the first has written.
 */
export async function ensurePending(tx: Queryable, kind: string, dueAt: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${timerLockSpace}::int, hashtext(${kind}))`);
  await tx.execute(sql`
    insert into ${scheduledJobs} (kind, due_at)
    select ${kind}, ${dueAt.toISOString()}::timestamptz
    where not exists (select 1 from ${scheduledJobs} where kind = ${kind} and order_id is null and done_at is null)`);
}

/** Adds the next run of an order-less job, from the firing of its previous one (which only one instance holds). */
export async function scheduleNext(tx: Queryable, kind: string, dueAt: Date) {
  await tx.insert(scheduledJobs).values({ kind, dueAt });
}

/**
 * The next job due at `now`, locked for the caller's transaction. `SKIP LOCKED` lets another instance take the next
 * one instead of waiting; the row stays locked until the transaction that fires it marks it done.
 */
export async function claimDue(tx: Queryable, now: Date): Promise<JobRow | undefined> {
  const [row] = await tx
    .select()
    .from(scheduledJobs)
    .where(and(isNull(scheduledJobs.doneAt), lte(scheduledJobs.dueAt, now)))
    .orderBy(asc(scheduledJobs.dueAt), asc(scheduledJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markDone(tx: Queryable, id: number, now: Date) {
  await tx.update(scheduledJobs).set({ doneAt: now }).where(eq(scheduledJobs.id, id));
}

/** A job whose firing failed is tried again later, so it does not hold up the jobs due after it. */
export async function postpone(db: Queryable, id: number, dueAt: Date) {
  await db
    .update(scheduledJobs)
    .set({ dueAt })
    .where(and(eq(scheduledJobs.id, id), isNull(scheduledJobs.doneAt)));
}

export async function wakeRunners(db: Queryable) {
  await db.execute(sql`select pg_notify(${TIMER_CHANNEL}, '')`);
}

export const schedule = (db: Queryable, kind: string, orderId: number, dueAt: Date) =>
  plan(db, orderId, [[kind, dueAt]]);

export const unschedule = (db: Queryable, kind: string, orderId: number) => plan(db, orderId, [[kind, null]]);
