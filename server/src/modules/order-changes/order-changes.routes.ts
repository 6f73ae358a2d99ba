import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { OrderChanges } from './order-changes.service.ts';

/** PUT /order/{id}/content: staff change a placed order (issue 30). */
export const orderChangesRoutes: FastifyPluginAsyncZod<{ changes: OrderChanges }> = async (
  app,
  { changes },
) => {
  route(app, api.order.content, async (request) =>
    changes.change(requireUser(request), request.params.id, request.body),
  );
};
