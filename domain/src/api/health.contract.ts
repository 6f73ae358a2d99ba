import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The health check a load balancer or a supervisor asks. */
export const health = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tags: ['operations'],
    summary: 'Answers once the database answers',
    response: { 200: z.object({ status: z.literal('ok') }) },
  }),
};
