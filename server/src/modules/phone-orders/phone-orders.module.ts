import { routesOf } from '../../http/module-routes.ts';
import { phoneOrdersRoutes } from './phone-orders.routes.ts';
import { createPhoneOrdersService, type PhoneOrdersDeps } from './phone-orders.service.ts';

/** Orders staff take by phone: placed through the checkout, accepted by the taker, a payment link mailed. */
export function createPhoneOrdersModule(deps: PhoneOrdersDeps) {
  const phoneOrders = createPhoneOrdersService(deps);
  return { phoneOrders, routes: routesOf(phoneOrdersRoutes, { phoneOrders }) };
}
