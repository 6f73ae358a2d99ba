import { routesOf } from '../../http/module-routes.ts';
import { dayCloseRoutes } from './day-close.routes.ts';
import { createDayCloseService, type DayCloseDeps } from './day-close.service.ts';

/** The day's close (issue 34). */
export function createDayCloseModule(deps: DayCloseDeps) {
  const dayClose = createDayCloseService(deps);
  return { dayClose, routes: routesOf(dayCloseRoutes, { dayClose }) };
}
