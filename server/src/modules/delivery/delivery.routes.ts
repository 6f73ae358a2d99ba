import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { DeliveryService } from './delivery.service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  route(app, api.delivery.streets, async (request) => delivery.streets(request.params.zipCode));
  route(app, api.delivery.shippingCosts, async () => delivery.shippingCosts());
};
