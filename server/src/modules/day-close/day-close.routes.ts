import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { DayCloseService } from './day-close.service.ts';

/** GET and POST /api/daily-close/{day}: the day's figures, and closing it. */
export const dayCloseRoutes: FastifyPluginAsyncZod<{ dayClose: DayCloseService }> = async (
  app,
  { dayClose },
) => {
  route(app, api.dayClose.get, (request) => dayClose.get(request.params.day));
  route(app, api.dayClose.close, (request) => dayClose.close(request.params.day, requireUser(request)));
};
