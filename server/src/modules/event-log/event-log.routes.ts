import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { EventLogService } from './event-log.service.ts';

export const eventLogRoutes: FastifyPluginAsyncZod<{ eventLog: EventLogService }> = async (
  app,
  { eventLog },
) => {
  route(app, api.shop.events, async (request) => eventLog.ofDay(request.params.date));
};
