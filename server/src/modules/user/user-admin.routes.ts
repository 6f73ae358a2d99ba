import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { UserAdminService } from './user-admin.service.ts';

export const userAdminRoutes: FastifyPluginAsyncZod<{ admin: UserAdminService }> = async (app, { admin }) => {
  route(app, api.user.users, async (request) => admin.page(request.query));
  route(app, api.user.changeRole, async (request) => ({
    users: [await admin.changeRole(requireUser(request), request.body.id, request.body.role)],
  }));
  route(app, api.user.add, async (request, reply) =>
    reply.code(201).send({ users: [await admin.add(requireUser(request), request.body)] }),
  );
};
