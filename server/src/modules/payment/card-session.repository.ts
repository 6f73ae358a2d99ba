import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cardSessions } from '../../db/schema/index.ts';

export async function insertCardSession(db: Queryable, id: string, issuedAt: Date): Promise<void> {
  await db.insert(cardSessions).values({ id, issuedAt });
}

/**
 * Marks a session used, once: true only for the first caller, and only while it was issued after `issuedAfter`.
 * One atomic UPDATE, so two orders with one payload cannot both pass, on any instance.
 */
export async function consumeCardSession(
  db: Queryable,
  id: string,
  now: Date,
  issuedAfter: Date,
): Promise<boolean> {
  const rows = await db
    .update(cardSessions)
    .set({ usedAt: now })
    .where(and(eq(cardSessions.id, id), isNull(cardSessions.usedAt), gt(cardSessions.issuedAt, issuedAfter)))
    .returning({ id: cardSessions.id });
  return rows.length > 0;
}

/** Drops sessions that can no longer take a payload, used or not. */
export async function pruneCardSessions(db: Queryable, issuedUpTo: Date): Promise<void> {
  await db.delete(cardSessions).where(lte(cardSessions.issuedAt, issuedUpTo));
}
