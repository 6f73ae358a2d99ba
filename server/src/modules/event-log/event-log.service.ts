import type { OrderChange } from '@konyha/domain/orders/order-changes.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { toEvent, toOrderChange } from './event-log.mapper.ts';
import * as repo from './event-log.repository.ts';

export type { EventInsert } from './event-log.repository.ts';

/** The event log: staff changes to orders, written in the change's transaction, read per restaurant-local day. */
export function createEventLogService({ database }: { database: Database }) {
  return {
    ofDay: async (day: string) => (await repo.listEventsOfDay(database.db, day)).map(toEvent),
    record: (tx: Queryable, events: repo.EventInsert[]) => repo.insertEvents(tx, events),
    /** What staff changed of these orders after they were placed (issue 30), by order id, oldest first. */
    async changesOf(q: Queryable, orderIds: number[]): Promise<ReadonlyMap<number, OrderChange[]>> {
      if (orderIds.length === 0) return new Map();
      const byOrder = new Map<number, OrderChange[]>();
      for (const row of await repo.listOrderChanges(q, orderIds)) {
        const id = row.event.orderId as number;
        byOrder.set(id, [...(byOrder.get(id) ?? []), toOrderChange(row)]);
      }
      return byOrder;
    },
  };
}

export type EventLogService = ReturnType<typeof createEventLogService>;
