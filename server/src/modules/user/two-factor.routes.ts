import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** Two-factor login (issue 10); the contract says why these routes need a login only. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  authRateLimit: number;
}> = async (app, { twoFactor, authRateLimit }) => {
  const endpoints = api.twoFactor;
  const limits = { authRateLimit };
  route(app, endpoints.status, async (request) => twoFactor.status(requireUser(request)));
  route(app, endpoints.setup, async (request) => twoFactor.setup(requireUser(request)), limits);
  route(
    app,
    endpoints.confirm,
    async (request) => twoFactor.confirm(requireUser(request), request.body.code),
    limits,
  );
  route(
    app,
    endpoints.disable,
    async (request) => {
      await twoFactor.disable(requireUser(request), request.body.password, request.body.code);
      return {};
    },
    limits,
  );
  route(app, endpoints.resetFor, async (request) => {
    await twoFactor.resetFor(requireUser(request), request.params.userId);
    return {};
  });
};
