import {
  recoveryCodesAnswerSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupAnswerSchema,
  twoFactorStatusSchema,
} from '@konyha/domain/users/two-factor.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireCapability, requireUser } from '../../plugins/auth.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const empty = z.object({});
const security = [{ bearer: [] }];
const tags = ['user'];

/**
 * Two-factor login (issue 10). These routes only need a login, not a staff guard: a staff member whom an ADMIN
 * requires to enrol must reach them while every staff route answers 403 TWO_FACTOR_SETUP_REQUIRED.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  authRateLimit: number;
}> = async (app, { twoFactor, authRateLimit }) => {
  // Guessing a six-digit code is only hopeless when the guesses are few: the login's limit applies here too.
  const limited = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  app.get(
    '/user/two-factor',
    { onRequest: authenticated, schema: { tags, security, response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactor.status(requireUser(request)),
  );

  app.post(
    '/user/two-factor/setup',
    {
      onRequest: authenticated,
      config: limited,
      schema: { tags, security, summary: 'Starts enrolment', response: { 200: twoFactorSetupAnswerSchema } },
    },
    async (request) => twoFactor.setup(requireUser(request)),
  );

  app.post(
    '/user/two-factor/confirm',
    {
      onRequest: authenticated,
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Switches two-factor login on with a first code; answers the recovery codes once',
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesAnswerSchema },
      },
    },
    async (request) => twoFactor.confirm(requireUser(request), request.body.code),
  );

  app.post(
    '/user/two-factor/disable',
    {
      onRequest: authenticated,
      config: limited,
      schema: { tags, security, body: twoFactorDisableSchema, response: { 200: empty } },
    },
    async (request) => {
      await twoFactor.disable(requireUser(request), request.body.password, request.body.code);
      return {};
    },
  );

  app.delete(
    '/user/two-factor/:userId',
    {
      onRequest: requireCapability('manageUsers'),
      schema: {
        tags,
        security,
        summary: "An ADMIN switches another user's two-factor login off (lost phone)",
        params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: empty },
      },
    },
    async (request) => {
      await twoFactor.resetFor(requireUser(request), request.params.userId);
      return {};
    },
  );
};
