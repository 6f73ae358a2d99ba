import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { EventService } from './event.service.ts';

export const eventRoutes: FastifyPluginAsyncZod<{ events: EventService }> = async (app, { events }) => {
  route(app, api.shop.events, async (request) => events.ofDay(request.params.date));
};
