import { pageQuerySchema } from '@konyha/domain/common/paging';
import {
  roleChangeSchema,
  staffNewUserSchema,
  userSortKeys,
  usersAnswerSchema,
  usersPageSchema,
} from '@konyha/domain/users/user.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCapability, requireUser } from '../../plugins/auth.ts';
import type { UserAdminService } from './user-admin.service.ts';

const bearer = [{ bearer: [] }];

export const userAdminRoutes: FastifyPluginAsyncZod<{ admin: UserAdminService }> = async (app, { admin }) => {
  app.get(
    '/user/users',
    {
      onRequest: requireCapability('manageUsers'),
      schema: {
        tags: ['user'],
        security: bearer,
        querystring: pageQuerySchema(userSortKeys, { sortBy: 'registrationDate', ascending: false }),
        response: { 200: usersPageSchema },
      },
    },
    async (request) => admin.page(request.query),
  );

  app.put(
    '/user/update-other-user',
    {
      onRequest: requireCapability('manageUsers'),
      schema: {
        tags: ['user'],
        security: bearer,
        body: roleChangeSchema,
        response: { 200: usersAnswerSchema },
      },
    },
    async (request) => ({
      users: [await admin.changeRole(requireUser(request), request.body.id, request.body.role)],
    }),
  );

  app.post(
    '/user/add',
    {
      onRequest: requireCapability('addUsers'),
      schema: {
        tags: ['user'],
        security: bearer,
        body: staffNewUserSchema,
        response: { 201: usersAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ users: [await admin.add(requireUser(request), request.body)] }),
  );
};
