import type { Database, Queryable } from '../../db/client.ts';
import { toEvent } from './event.mapper.ts';
import * as repo from './event.repository.ts';

export type { EventInsert } from './event.repository.ts';

/** The event log: staff changes to orders, written in the change's transaction, read per restaurant-local day. */
export function createEventService({ database }: { database: Database }) {
  return {
    ofDay: async (day: string) => (await repo.listEventsOfDay(database.db, day)).map(toEvent),
    record: (tx: Queryable, events: repo.EventInsert[]) => repo.insertEvents(tx, events),
  };
}

export type EventService = ReturnType<typeof createEventService>;
