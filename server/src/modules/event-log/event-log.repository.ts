import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** The ORDER_CHANGED entries of these orders, oldest first, with who made them. */
export function listOrderChanges(db: Queryable, orderIds: number[]) {
  return db
    .select({ event: eventLog, userName: users.name })
    .from(eventLog)
    .leftJoin(users, eq(users.id, eventLog.userId))
    .where(and(inArray(eventLog.orderId, orderIds), eq(eventLog.eventType, 'ORDER_CHANGED')))
    .orderBy(asc(eventLog.eventDateTime), asc(eventLog.id));
}
