import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AlertsService } from './alerts.service.ts';

/** The alert settings: the ringing, the escalation ladder, automatic rejection, pre-order alerts. */
export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (app, { alerts }) => {
  const { shop } = api;
  route(app, shop.alerts, async () => alerts.read());
  route(app, shop.setAlerts, async (request) => alerts.change(request.body));
};
