import { routesOf } from '../../http/module-routes.ts';
import { accountingRoutes } from './accounting.routes.ts';
import { createAccountingService } from './accounting.service.ts';

/** The accountant's exports. */
export function createAccountingModule(deps: Parameters<typeof createAccountingService>[0]) {
  const accounting = createAccountingService(deps);
  return { accounting, routes: routesOf(accountingRoutes, { accounting }) };
}
