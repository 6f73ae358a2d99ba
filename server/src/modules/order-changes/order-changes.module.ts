import { routesOf } from '../../http/module-routes.ts';
import { orderChangesRoutes } from './order-changes.routes.ts';
import { createOrderChanges, type OrderChangesDeps } from './order-changes.service.ts';

/**
 * Changing a placed order (issue 30): priced again as the checkout prices, written through the order module's door,
 * announced on its events (the printing module reprints), mailed to the guest. Built after checkout and printing.
 */
export function createOrderChangesModule(deps: OrderChangesDeps) {
  const changes = createOrderChanges(deps);
  return { changes, routes: routesOf(orderChangesRoutes, { changes }) };
}
