import { dayParamsSchema } from '@konyha/domain/common/input';
import { eventSchema } from '@konyha/domain/events/event-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability } from '../../plugins/auth.ts';
import type { EventService } from './event.service.ts';

export const eventRoutes: FastifyPluginAsyncZod<{ events: EventService }> = async (app, { events }) => {
  app.get(
    '/event/:date',
    {
      onRequest: requireCapability('readEvents'),
      schema: {
        tags: ['event'],
        security: [{ bearer: [] }],
        params: dayParamsSchema,
        response: { 200: z.array(eventSchema) },
      },
    },
    async (request) => events.ofDay(request.params.date),
  );
};
