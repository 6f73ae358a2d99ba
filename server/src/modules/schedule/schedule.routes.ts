import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ScheduleService } from './schedule.service.ts';

/** Opening hours, slot rules and capacity (public reads, the managers' edits), the pay form's slots, busy mode. */
export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (
  app,
  { schedule },
) => {
  const endpoints = api.schedule;
  route(app, endpoints.openingHours, async () => schedule.upcomingOpeningHours());
  route(app, endpoints.setOpeningHours, async (request) =>
    schedule.setOpeningHours(request.body, requireUser(request).id),
  );
  route(app, endpoints.settings, async () => schedule.settings());
  route(app, endpoints.setSettings, async (request) =>
    schedule.setSettings(request.body, requireUser(request).id),
  );
  route(app, endpoints.slots, async (request) => schedule.slots(request.query.day));
  route(app, endpoints.busy, async () => schedule.busy());
};
