import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inLocalDays } from '../../db/local-day.ts';
import { eventLog, users } from '../../db/schema/index.ts';

export type EventInsert = typeof eventLog.$inferInsert;

export async function insertEvents(db: Queryable, events: EventInsert[]) {
  if (events.length > 0) await db.insert(eventLog).values(events);
}

export function listEventsOfDay(db: Queryable, day: string) {
  return db
    .select({ event: eventLog, userName: users.name })
    .from(eventLog)
    .leftJoin(users, eq(users.id, eventLog.userId))
    .where(inLocalDays(eventLog.eventDateTime, day))
    .orderBy(asc(eventLog.eventDateTime), asc(eventLog.id));
}
