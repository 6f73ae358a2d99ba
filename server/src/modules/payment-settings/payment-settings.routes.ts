import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PaymentSettingsService } from './payment-settings.service.ts';

/** The payment methods offered: a public read for the pay form, a manager's change. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{
  paymentSettings: PaymentSettingsService;
}> = async (app, { paymentSettings }) => {
  route(app, api.payment.settings, async (_request, reply) => {
    // The pay form must not offer a method switched off a minute ago from a cache.
    reply.header('cache-control', 'no-cache');
    return paymentSettings.read();
  });
  route(app, api.payment.setSettings, async (request) =>
    paymentSettings.set(requireUser(request).id, request.body),
  );
};
