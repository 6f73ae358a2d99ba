import { eventSchema } from '@konyha/domain/events/event-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireCapability } from '../../plugins/auth.ts';
import { dayParams } from '../order/order.routes.ts';
import { toEvent } from './event.mapper.ts';
import { listEventsOfDay } from './event.repository.ts';

export const eventRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/event/:date',
    {
      onRequest: requireCapability('readEvents'),
      schema: {
        tags: ['event'],
        security: [{ bearer: [] }],
        params: dayParams,
        response: { 200: z.array(eventSchema) },
      },
    },
    async (request) => (await listEventsOfDay(database.db, request.params.date)).map(toEvent),
  );
};
