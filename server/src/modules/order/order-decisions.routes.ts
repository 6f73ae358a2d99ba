import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { OrderDecisions } from './order-decisions.service.ts';

/** Accept, reject, cancel and start an order (issue 12); the kitchen's "Ready" (issue 33). */
export const orderDecisionRoutes: FastifyPluginAsyncZod<{
  decisions: OrderDecisions;
}> = async (app, { decisions }) => {
  const { order } = api;
  route(app, order.accept, async (request) => ({
    orders: [await decisions.accept(requireUser(request), request.params.id, request.body)],
  }));
  route(app, order.reject, async (request) => ({
    orders: [await decisions.reject(requireUser(request), request.params.id, request.body)],
  }));
  route(app, order.cancel, async (request) => ({
    orders: [await decisions.cancel(requireUser(request), request.params.id, request.body)],
  }));
  route(app, order.start, async (request) => ({
    orders: [await decisions.start(requireUser(request), request.params.id)],
  }));
  route(app, order.ready, async (request) => ({
    orders: [await decisions.ready(requireUser(request), request.params.id)],
  }));
};
