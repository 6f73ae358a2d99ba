import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PushService } from './push.service.ts';

/** A staff member's own devices for push notifications, the server's VAPID key, a test push (issue 32). */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const { push: endpoints } = api;
  route(app, endpoints.publicKey, async () => push.publicKey());
  route(app, endpoints.subscribe, async (request, reply) =>
    reply.code(201).send(await push.subscribe(requireUser(request), request.body)),
  );
  route(app, endpoints.devices, async (request) => push.devices(requireUser(request)));
  route(app, endpoints.unsubscribe, async (request, reply) => {
    await push.unsubscribe(requireUser(request), request.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.test, async (request, reply) =>
    reply.code(202).send(await push.test(requireUser(request))),
  );
};
