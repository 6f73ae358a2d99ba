import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { UserService } from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService; authRateLimit: number }> = async (
  app,
  { users, authRateLimit },
) => {
  const { user } = api;
  const limits = { authRateLimit };

  route(
    app,
    user.register,
    async (request, reply) => {
      await users.register(request.body);
      return reply.code(201).send({});
    },
    limits,
  );
  route(app, user.confirm, async (request) => {
    await users.confirm(request.params.token);
    return {};
  });
  route(
    app,
    user.login,
    async (request, reply) => {
      const token = await users.login(request.body.email, request.body.password, request.body.code);
      setSessionCookie(request, reply, token);
      return { token };
    },
    limits,
  );
  route(app, user.logout, async (request, reply) => {
    await users.logout(requireUser(request));
    clearSessionCookie(request, reply);
    return {};
  });
  route(app, user.active, async (request) => ({ users: [await users.loadUser(requireUser(request).id)] }));
  route(app, user.update, async (request) => ({
    users: [await users.updateProfile(requireUser(request), request.body)],
  }));
  route(app, user.saveCompany, async (request) => ({
    users: [await users.saveCompany(requireUser(request), request.body.company)],
  }));
  route(
    app,
    user.changePassword,
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const token = await users.changePassword(requireUser(request), currentPassword, newPassword);
      setSessionCookie(request, reply, token);
      return { token };
    },
    limits,
  );
  route(app, user.addAddress, async (request) => ({
    users: [await users.addAddress(requireUser(request), request.body)],
  }));
  route(app, user.deleteAddress, async (request) => ({
    users: [await users.deleteAddress(requireUser(request), request.params.id)],
  }));
  route(
    app,
    user.forgotPassword,
    async (request) => {
      await users.forgotPassword(request.body.email, request.body.language);
      return {};
    },
    limits,
  );
  route(app, user.checkResetToken, async (request) => ({
    users: [await users.checkResetToken(request.params.token)],
  }));
  route(
    app,
    user.resetPassword,
    async (request) => {
      await users.resetPassword(request.params.token, request.body.password);
      return {};
    },
    limits,
  );
  route(app, user.notes, async (request) => users.notes(requireUser(request)));
};
