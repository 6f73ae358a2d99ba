import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { orderLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrderService } from './order.service.ts';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService; checkout: CheckoutService }> = async (
  app,
  { orders, checkout },
) => {
  const { order } = api;
  route(app, order.calculate, async (request) => ({
    orders: [await checkout.calculate(request.body, request.auth, request.ip)],
  }));
  route(app, order.add, async (request) =>
    checkout.placeOrder(
      { ...request.body, language: orderLanguage(request.body.language, request.headers) },
      request.auth,
      request.headers['idempotency-key'],
      request.ip,
    ),
  );
  route(app, order.userOrders, async (request) =>
    orders.userOrders(requireUser(request), request.params.userId, request.query),
  );
  route(app, order.today, async () => ({ orders: await orders.today() }));
  route(app, order.ofDay, async (request) => ({
    orders: await orders.ofDay(requireUser(request), request.params.date),
  }));
  route(app, order.all, async (request) => orders.page(request.query));
  route(app, order.changeStatus, async (request) => {
    const changed = await orders.changeStatus(requireUser(request), request.body);
    if (!changed) throw new AppError('NOT_FOUND', 'Order not found');
    return { orders: [changed] };
  });
};
