import { localDayBounds } from '@konyha/domain/menu/stock';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { eventLog, users } from '../../db/schema/index.ts';

export type EventInsert = typeof eventLog.$inferInsert;

export async function insertEvents(db: Queryable, events: EventInsert[]) {
  if (events.length > 0) await db.insert(eventLog).values(events);
}

export function listEventsOfDay(db: Queryable, day: string) {
  const { from, to } = localDayBounds(day);
  return (
    db
      .select({ event: eventLog, userName: users.name })
      .from(eventLog)
      .leftJoin(users, eq(users.id, eventLog.userId))
      // The day's bounds as a range of the indexed column: the local day of each row would read the whole log.
      .where(and(gte(eventLog.eventDateTime, from), lt(eventLog.eventDateTime, to)))
      .orderBy(asc(eventLog.eventDateTime), asc(eventLog.id))
  );
}
