import { routesOf } from '../../http/module-routes.ts';
import { orderStatusRoutes } from './order-status.routes.ts';
import { createOrderStatusService, type OrderStatusDeps } from './order-status.service.ts';

/** The guest's live order page: the order a link opens, its event stream, the guest's cancellation. */
export function createOrderStatusModule(deps: OrderStatusDeps) {
  const status = createOrderStatusService(deps);
  return { status, routes: routesOf(orderStatusRoutes, { status }) };
}
