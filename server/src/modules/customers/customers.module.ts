import { routesOf } from '../../http/module-routes.ts';
import { customersRoutes } from './customers.routes.ts';
import { type CustomersDeps, createCustomersService } from './customers.service.ts';

/** Finding the customer who phones in: accounts and earlier guests, their addresses and last orders. */
export function createCustomersModule(deps: CustomersDeps) {
  const customers = createCustomersService(deps);
  return { customers, routes: routesOf(customersRoutes, { customers }) };
}
