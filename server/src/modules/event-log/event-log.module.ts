import type { Database } from '../../db/client.ts';
import { routesOf } from '../../http/module-routes.ts';
import { eventLogRoutes } from './event-log.routes.ts';
import { createEventLogService } from './event-log.service.ts';

/** The staff's audit log: every module below the orders writes to it in its own transactions. */
export function createEventLogModule({ database }: { database: Database }) {
  const eventLog = createEventLogService({ database });
  return { eventLog, routes: routesOf(eventLogRoutes, { eventLog }) };
}
