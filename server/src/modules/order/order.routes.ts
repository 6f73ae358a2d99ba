import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { OrderService } from './order.service.ts';

/** The staff's order lists and state changes, and a customer's own orders (placing one is the checkout module's). */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  const { order } = api;
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
