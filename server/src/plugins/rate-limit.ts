import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Rate limits only where a route asks for one (`config.rateLimit`), answered as 429 TOO_MANY_REQUESTS. */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many attempts; try again in ${context.after}`),
  });
}
