import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The plugin's own grouping of IPv6 addresses (a /64 is one subscriber). */
const ipv6Subnet = 64;

/**
 * The plugin's own key, the client's address, without its TypeError on a request that has none: a socket the guest
 * reset before its peer address was read (http-server.ts reads it at accept, so only one reset before even that).
 * Such a request has nobody to answer; it is counted under one key of its own instead of logging an error.
 */
function addressKey(request: FastifyRequest): string {
  const address = request.ip as string | undefined;
  if (address === undefined) {
    request.log.debug('a request whose connection closed before its address was known');
    return 'closed-connection';
  }
  return normalizeIP(address, ipv6Subnet);
}

/** Rate limits only where a route asks for one (`config.rateLimit`), answered as 429 TOO_MANY_REQUESTS. */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: addressKey,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many attempts; try again in ${context.after}`),
  });
}
