import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { eventLog } from '../../db/schema/index.ts';

/** The order's state changes from its event log, oldest first (the page's timeline). */
export function stateChangesOf(db: Queryable, orderId: number) {
  return db
    .select({ at: eventLog.eventDateTime, to: eventLog.orderStateTo })
    .from(eventLog)
    .where(and(eq(eventLog.orderId, orderId), isNotNull(eventLog.orderStateTo)))
    .orderBy(asc(eventLog.eventDateTime), asc(eventLog.id));
}
