import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PhoneOrdersService } from './phone-orders.service.ts';

/** `POST /order/phone`: staff take an order by phone (issue 30). */
export const phoneOrdersRoutes: FastifyPluginAsyncZod<{ phoneOrders: PhoneOrdersService }> = async (
  app,
  { phoneOrders },
) => {
  route(app, api.order.phone, async (request) => ({
    orders: [await phoneOrders.take(requireUser(request), request.body)],
  }));
};
