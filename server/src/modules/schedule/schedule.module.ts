import { routesOf } from '../../http/module-routes.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { createScheduleService, type ScheduleDeps } from './schedule.service.ts';

/** Opening hours, special dates and pre-order slots; their cache is filled before the app answers. */
export async function createScheduleModule(deps: ScheduleDeps) {
  const schedule = createScheduleService(deps);
  await schedule.start();
  return { schedule, routes: routesOf(scheduleRoutes, { schedule }) };
}
