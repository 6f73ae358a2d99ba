import type { Database, Queryable } from '../../db/client.ts';
import { toEvent } from './event-log.mapper.ts';
import * as repo from './event-log.repository.ts';

export type { EventInsert } from './event-log.repository.ts';

/** The event log: staff changes to orders, written in the change's transaction, read per restaurant-local day. */
export function createEventLogService({ database }: { database: Database }) {
  return {
    ofDay: async (day: string) => (await repo.listEventsOfDay(database.db, day)).map(toEvent),
    record: (tx: Queryable, events: repo.EventInsert[]) => repo.insertEvents(tx, events),
  };
}

export type EventLogService = ReturnType<typeof createEventLogService>;
