import type { Database } from '../../db/client.ts';
import { routesOf } from '../../http/module-routes.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { lunchMenuRoutes } from './lunch-menu.routes.ts';
import { createLunchMenuService, type LunchPortionsOrdered } from './lunch-menu.service.ts';

export interface LunchMenuModuleDeps {
  database: Database;
  catalogue: Pick<CatalogueService, 'byIds'>;
  /** The order module's read of the lunch portions ordered (createOrderReads, built first). */
  orders: LunchPortionsOrdered;
}

/** The weekday lunch menu, napi menü (issue 31): the week as guests and the editor read it, and its PDFs. */
export async function createLunchMenuModule(deps: LunchMenuModuleDeps) {
  const lunch = createLunchMenuService(deps);
  await lunch.start();
  return { lunch, routes: routesOf(lunchMenuRoutes, { lunch }) };
}
