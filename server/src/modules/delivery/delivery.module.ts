import type { Database } from '../../db/client.ts';
import { routesOf } from '../../http/module-routes.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { createDeliveryService } from './delivery.service.ts';

/** Where we deliver: zip codes, streets, shipping costs. */
export function createDeliveryModule({ database }: { database: Database }) {
  const delivery = createDeliveryService({ database });
  return { delivery, routes: routesOf(deliveryRoutes, { delivery }) };
}
