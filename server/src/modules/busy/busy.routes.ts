import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { BusyService } from './busy.service.ts';

/** Busy mode from the order monitor (every staff role); GET /order/busy is the schedule module's. */
export const busyRoutes: FastifyPluginAsyncZod<{ busy: BusyService }> = async (app, { busy }) => {
  const { schedule } = api;
  route(app, schedule.startBusy, async (request) => busy.start(requireUser(request).id, request.body));
  route(app, schedule.endBusy, async (request) => busy.end(requireUser(request).id, request.query.part));
};
