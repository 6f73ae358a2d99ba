import type { Database } from '../../db/client.ts';
import { routesOf } from '../../http/module-routes.ts';
import { menuOptionsRoutes } from './menu-options.routes.ts';
import { createMenuOptionsService } from './menu-options.service.ts';

/** Option groups that products offer (issue 15). */
export function createMenuOptionsModule({ database }: { database: Database }) {
  const options = createMenuOptionsService({ database });
  return { options, routes: routesOf(menuOptionsRoutes, { options }) };
}
