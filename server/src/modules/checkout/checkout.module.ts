import { routesOf } from '../../http/module-routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { type CheckoutDeps, createCheckoutService } from './checkout.service.ts';

/** Placing an order: admission, pricing, the delivery quote, writing it, paying it. */
export function createCheckoutModule(deps: CheckoutDeps) {
  const checkout = createCheckoutService(deps);
  return { checkout, routes: routesOf(checkoutRoutes, { checkout }) };
}
