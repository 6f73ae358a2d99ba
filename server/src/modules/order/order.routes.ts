import { pageQuerySchema } from '@konyha/domain/common/paging';
import { orderSortKeys, ordersPageSchema } from '@konyha/domain/orders/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { OrderService } from './order.service.ts';

const orderPageQuery = pageQuerySchema(orderSortKeys, { sortBy: 'date', ascending: false });

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    '/order/userorders/:userId',
    {
      onRequest: authenticated,
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        params: z.object({ userId: z.coerce.number().int().positive() }),
        querystring: orderPageQuery,
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => orders.userOrders(requireUser(request), request.params.userId, request.query),
  );
};
