import { dayParamsSchema, idParamSchema } from '@konyha/domain/common/input';
import { pageQuerySchema } from '@konyha/domain/common/paging';
import {
  calculateAnswerSchema,
  calculateRequestSchema,
  orderAnswerSchema,
  orderRequestSchema,
} from '@konyha/domain/orders/checkout.schemas';
import {
  orderSortKeys,
  orderStatusChangeSchema,
  ordersAnswerSchema,
  ordersPageSchema,
} from '@konyha/domain/orders/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { authenticated, requireCapability, requireUser } from '../../plugins/auth.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrderService } from './order.service.ts';

const orderPageQuery = pageQuerySchema(orderSortKeys, { sortBy: 'date', ascending: false });

const bearer = [{ bearer: [] }];
const handleOrders = requireCapability('handleOrders');

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
    async (request) => ({ orders: [await checkout.calculate(request.body, request.auth, request.ip)] }),
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
    async (request) =>
      checkout.placeOrder(request.body, request.auth, request.headers['idempotency-key'], request.ip),
  );

  app.get(
    '/order/userorders/:userId',
    {
      onRequest: authenticated,
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        params: z.object({ userId: idParamSchema }),
        querystring: orderPageQuery,
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => orders.userOrders(requireUser(request), request.params.userId, request.query),
  );

  app.get(
    '/order/today',
    {
      onRequest: handleOrders,
      schema: {
        tags: ['order'],
        security: bearer,
        summary: "Today's orders and every undelivered one",
        response: { 200: ordersAnswerSchema },
      },
    },
    async () => ({ orders: await orders.today() }),
  );

  app.get(
    '/order/orders/:date',
    {
      onRequest: handleOrders,
      schema: {
        tags: ['order'],
        security: bearer,
        params: dayParamsSchema,
        response: { 200: ordersAnswerSchema },
      },
    },
    async (request) => ({ orders: await orders.ofDay(requireUser(request), request.params.date) }),
  );

  app.get(
    '/order/orders',
    {
      onRequest: requireCapability('readAllOrders'),
      schema: {
        tags: ['order'],
        security: bearer,
        querystring: orderPageQuery,
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => orders.page(request.query),
  );

  app.put(
    '/order/order',
    {
      onRequest: handleOrders,
      schema: {
        tags: ['order'],
        security: bearer,
        body: orderStatusChangeSchema,
        response: { 200: ordersAnswerSchema },
      },
    },
    async (request) => {
      const order = await orders.changeStatus(requireUser(request), request.body);
      if (!order) throw new AppError('NOT_FOUND', 'Order not found');
      return { orders: [order] };
    },
  );
};
