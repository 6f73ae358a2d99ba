import { api } from '@konyha/domain/api/contract';
import type { AlertSettings } from '@konyha/domain/orders/order-decisions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { OrderDecisions } from './order-decisions.service.ts';

export interface AlertSettingsDoor {
  read(): Promise<AlertSettings>;
  /** Saves them and re-times the pending timers. */
  change(values: AlertSettings): Promise<AlertSettings>;
}

/** Accept, reject, cancel and start an order (issue 12), and the alert settings behind the ringing. */
export const orderDecisionRoutes: FastifyPluginAsyncZod<{
  decisions: OrderDecisions;
  alerts: AlertSettingsDoor;
}> = async (app, { decisions, alerts }) => {
  const { order, shop } = api;
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
  route(app, shop.alerts, async () => alerts.read());
  route(app, shop.setAlerts, async (request) => alerts.change(request.body));
};
