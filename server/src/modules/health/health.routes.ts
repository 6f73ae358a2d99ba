import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Answers once the database answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => health.check(),
  );
};
