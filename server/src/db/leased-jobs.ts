import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/** The columns every leased job table has (the mail outbox, the print jobs), under these names. */
interface JobColumns {
  id: PgColumn;
  createdAt: PgColumn;
  dueAt: PgColumn;
  attempts: PgColumn;
  lastError: PgColumn;
  failedAt: PgColumn;
}

type JobTable = PgTable & JobColumns;

/** An instant `ms` from now on the database's clock, so instances with slightly different clocks agree. */
export const later = (ms: number): SQL => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/**
 * A table of jobs done once across instances (DESIGN §7): a claim leases the next due row in one statement, a
 * failure puts it back with a back-off or gives it up. `done` is the column set when a job succeeded (sentAt,
 * printedAt). All times are the database's.
 */
export function leasedJobs<T extends JobTable>(table: T, done: PgColumn) {
  const pending = and(isNull(done), isNull(table.failedAt));
  // The column names are the same in every job table; drizzle cannot see that through the generic table type.
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;

  return {
    /** Neither done nor given up. */
    pending,

    /**
     * Takes the next due job and leases it for `leaseMs` (its due time moves past the lease). `SKIP LOCKED` lets
     * another instance take the next row instead of waiting; the lease keeps the row away from every other claim
     * while it runs, and lapses when the process dies, so the job runs again (at least once).
     */
    async claimNext(db: Queryable, leaseMs: number): Promise<T['$inferSelect'] | undefined> {
      const next = db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(pending, lte(table.dueAt, sql`now()`)))
        .orderBy(asc(table.dueAt), asc(table.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const rows = (await db
        .update(table)
        .set(set({ dueAt: later(leaseMs), attempts: sql`${table.attempts} + 1` }))
        // `= (scalar subquery)` runs the locking subquery once; `IN (…)` may run it again per row and, skipping the
        // row it locked itself, lease a second job that is then never run (seen on PostgreSQL).
        .where(and(eq(table.id, sql`(${next})`), pending))
        .returning()) as T['$inferSelect'][];
      return rows[0];
    },

    /**
     * Takes up to `limit` due jobs at once, leased as `claimNext` leases one: for work done several at a time (the
     * pushes of a new order to every staff device). The locking select runs once, as a CTE; every row it leased is
     * returned, so none is leased and then left.
     */
    async claimDue(db: Queryable, limit: number, leaseMs: number): Promise<T['$inferSelect'][]> {
      const next = db.$with('next').as(
        db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(and(pending, lte(table.dueAt, sql`now()`)))
          .orderBy(asc(table.dueAt), asc(table.id))
          .limit(limit)
          .for('update', { skipLocked: true }),
      );
      return (await db
        .with(next)
        .update(table)
        .set(set({ dueAt: later(leaseMs), attempts: sql`${table.attempts} + 1` }))
        .where(and(inArray(table.id, db.select({ id: next.id }).from(next)), pending))
        .returning()) as T['$inferSelect'][];
    },

    /** Keeps the lease of a job that is still running. */
    async extendLease(db: Queryable, id: number, leaseMs: number) {
      await db
        .update(table)
        .set(set({ dueAt: later(leaseMs) }))
        .where(and(eq(table.id, id), pending));
    },

    /**
     * A failed attempt: due again after `retryInMs`, or failed for good once the job is older than `giveUpAfterMs`.
     * Returns whether it gave up. Decided by the database in one statement, on its clock.
     */
    async recordFailure(
      db: Queryable,
      id: number,
      error: string,
      retryInMs: number,
      giveUpAfterMs: number,
    ): Promise<boolean> {
      const expired = sql`${table.createdAt} <= now() - ${Math.round(giveUpAfterMs)}::integer * interval '1 millisecond'`;
      const [row] = await db
        .update(table)
        .set(
          set({
            lastError: error,
            dueAt: later(retryInMs),
            failedAt: sql`case when ${expired} then now() end`,
          }),
        )
        // A lease that lapsed while the attempt ran may have been taken and finished by another instance.
        .where(and(eq(table.id, id), pending))
        .returning({ failedAt: table.failedAt });
      return Boolean(row?.failedAt);
    },
  };
}
