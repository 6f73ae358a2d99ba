import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

/** Counts one hit in a window and answers the window's count with it: one atomic upsert, so instances agree. */
export async function countHit(db: Queryable, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return row?.count ?? 1;
}

/**
 * A window's count without counting, holding the row's lock until the transaction ends: checks of one key wait for
 * each other, on any instance, so none decides on a count another is about to change.
 */
export async function lockCount(tx: Queryable, key: string, windowStart: Date): Promise<number> {
  const [row] = await tx
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 0 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count}` },
    })
    .returning({ count: rateLimitHits.count });
  return row?.count ?? 0;
}

/** Takes back a hit that turned out not to count (an idempotent replay). */
export async function takeBackHit(db: Queryable, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
}

/** Drops windows that started before `cutoff`. */
export async function pruneWindows(db: Queryable, cutoff: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, cutoff));
}
