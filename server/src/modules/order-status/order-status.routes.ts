import { api } from '@konyha/domain/api/contract';
import { statusTokenParamsSchema } from '@konyha/domain/orders/order-status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { OrderStatusService } from './order-status.service.ts';

/** The guest's order page is a secret link: search engines must not keep it. */
const noindex = { 'x-robots-tag': 'noindex', 'cache-control': 'no-store' };

export const orderStatusRoutes: FastifyPluginAsyncZod<{ status: OrderStatusService }> = async (
  app,
  { status },
) => {
  const { orderStatus } = api;
  // Every answer of this plugin, errors (404, 410, 409, 429) too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(noindex);
  });
  route(app, orderStatus.get, async (request) => status.get(request.params.token));
  route(app, orderStatus.cancel, async (request) => status.cancel(request.params.token));
  route(app, orderStatus.link, async (request) => status.link(requireUser(request), request.params.id));

  // Server-sent events, outside the contract (not a JSON answer) and hidden from the OpenAPI document. A bad or
  // expired link gets its JSON error before the stream starts.
  app.get(
    '/order-status/:token/events',
    {
      schema: { hide: true, params: statusTokenParamsSchema },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // One address and one connection for the place taken and given back, whatever happens to the socket meanwhile.
      const connection = { response: reply.raw, socket: request.raw.socket };
      const orderId = await status.openStream(request.params.token, request.ip, connection);
      reply.hijack();
      const lastEventId = request.headers['last-event-id'];
      await status.watch(connection, orderId, typeof lastEventId === 'string' ? lastEventId : undefined);
    },
  );
};
