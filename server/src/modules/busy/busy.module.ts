import { routesOf } from '../../http/module-routes.ts';
import { busyRoutes } from './busy.routes.ts';
import { createBusyService } from './busy.service.ts';

/** The kitchen's busy mode: longer promised times until it ends. */
export function createBusyModule(deps: Parameters<typeof createBusyService>[0]) {
  const busy = createBusyService(deps);
  return { busy, routes: routesOf(busyRoutes, { busy }) };
}
