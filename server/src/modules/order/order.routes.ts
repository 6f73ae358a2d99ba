import { pageQuerySchema } from '@konyha/domain/common/paging';
import {
  calculateAnswerSchema,
  calculateRequestSchema,
  orderAnswerSchema,
  orderRequestSchema,
} from '@konyha/domain/orders/checkout.schemas';
import { orderSortKeys, ordersPageSchema } from '@konyha/domain/orders/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrderService } from './order.service.ts';

const orderPageQuery = pageQuerySchema(orderSortKeys, { sortBy: 'date', ascending: false });

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(100)
    .optional()
    .describe('A fresh UUID per order attempt; repeats replay the first answer'),
});

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService; checkout: CheckoutService }> = async (
  app,
  { orders, checkout },
) => {
  app.post(
    '/order/calculate',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['order'],
        summary: 'Prices a cart on the server',
        body: calculateRequestSchema,
        response: { 200: calculateAnswerSchema },
      },
    },
    async (request) => ({ orders: [await checkout.calculate(request.body, request.auth)] }),
  );

  app.post(
    '/order/add',
    {
      schema: {
        tags: ['order'],
        summary: 'Places an order (guest or logged-in customer)',
        headers: idempotencyHeaders,
        body: orderRequestSchema,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => checkout.placeOrder(request.body, request.auth, request.headers['idempotency-key']),
  );

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
