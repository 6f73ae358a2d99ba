import { idParamSchema } from '@konyha/domain/common/input';
import {
  addressInputSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registrationSchema,
  tokenAnswerSchema,
  usersAnswerSchema,
} from '@konyha/domain/users/user.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { UserService } from './user.service.ts';

const empty = z.object({});
const bearer = [{ bearer: [] }];
const tokenParams = z.object({ token: z.string().min(1).max(200) });
export const userRoutes: FastifyPluginAsyncZod<{ users: UserService; authRateLimit: number }> = async (
  app,
  { users, authRateLimit },
) => {
  // Abuse limits (DESIGN §5) per client address and minute: generous for people, tight for scripts.
  const limit = (share: number) => ({
    rateLimit: { max: Math.max(1, Math.round(authRateLimit * share)), timeWindow: '1 minute' },
  });

  app.post(
    '/user/registrate',
    { config: limit(1), schema: { tags: ['user'], body: registrationSchema, response: { 201: empty } } },
    async (request, reply) => {
      await users.register(request.body);
      return reply.code(201).send({});
    },
  );

  app.get(
    '/user/confirmation/:token',
    { schema: { tags: ['user'], params: tokenParams, response: { 200: empty } } },
    async (request) => {
      await users.confirm(request.params.token);
      return {};
    },
  );

  app.post(
    '/user/login',
    {
      config: limit(1),
      schema: { tags: ['user'], body: loginSchema, response: { 200: tokenAnswerSchema } },
    },
    async (request) => ({
      token: await users.login(request.body.email, request.body.password, request.body.code),
    }),
  );

  app.post(
    '/user/logout',
    { onRequest: authenticated, schema: { tags: ['user'], security: bearer, response: { 200: empty } } },
    async (request) => {
      await users.logout(requireUser(request));
      return {};
    },
  );

  app.get(
    '/user/activeuser',
    {
      onRequest: authenticated,
      schema: { tags: ['user'], security: bearer, response: { 200: usersAnswerSchema } },
    },
    async (request) => ({ users: [await users.loadUser(requireUser(request).id)] }),
  );

  app.put(
    '/user/update',
    {
      onRequest: authenticated,
      schema: {
        tags: ['user'],
        security: bearer,
        body: profileUpdateSchema,
        response: { 200: usersAnswerSchema },
      },
    },
    async (request) => ({ users: [await users.updateProfile(requireUser(request), request.body)] }),
  );

  app.put(
    '/user/password',
    {
      onRequest: authenticated,
      config: limit(1),
      schema: {
        tags: ['user'],
        security: bearer,
        body: passwordChangeSchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    async (request) => ({
      token: await users.changePassword(
        requireUser(request),
        request.body.currentPassword,
        request.body.newPassword,
      ),
    }),
  );

  app.post(
    '/user/address',
    {
      onRequest: authenticated,
      schema: {
        tags: ['user'],
        security: bearer,
        body: addressInputSchema,
        response: { 200: usersAnswerSchema },
      },
    },
    async (request) => ({ users: [await users.addAddress(requireUser(request), request.body)] }),
  );

  app.delete(
    '/user/address/:id',
    {
      onRequest: authenticated,
      schema: {
        tags: ['user'],
        security: bearer,
        params: z.object({ id: idParamSchema }),
        response: { 200: usersAnswerSchema },
      },
    },
    async (request) => ({ users: [await users.deleteAddress(requireUser(request), request.params.id)] }),
  );

  app.post(
    '/user/forgotPassword',
    { config: limit(0.5), schema: { tags: ['user'], body: forgotPasswordSchema, response: { 200: empty } } },
    async (request) => {
      await users.forgotPassword(request.body.email, request.body.language);
      return {};
    },
  );

  app.get(
    '/user/forgotPassword/:token',
    { schema: { tags: ['user'], params: tokenParams, response: { 200: usersAnswerSchema } } },
    async (request) => ({ users: [await users.checkResetToken(request.params.token)] }),
  );

  app.put(
    '/user/forgotPassword/:token',
    {
      config: limit(1),
      schema: { tags: ['user'], params: tokenParams, body: passwordResetSchema, response: { 200: empty } },
    },
    async (request) => {
      await users.resetPassword(request.params.token, request.body.password);
      return {};
    },
  );

  app.get(
    '/user/notes',
    {
      onRequest: authenticated,
      schema: { tags: ['user'], security: bearer, response: { 200: z.array(z.string()) } },
    },
    async (request) => users.notes(requireUser(request)),
  );
};
