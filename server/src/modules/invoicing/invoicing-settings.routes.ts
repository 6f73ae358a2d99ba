import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { InvoicingSettingsService } from './invoicing-settings.service.ts';

/** The ADMIN's Számlázz.hu settings; the agent key goes in and never comes out. */
export const invoicingSettingsRoutes: FastifyPluginAsyncZod<{
  invoicingSettings: InvoicingSettingsService;
}> = async (app, { invoicingSettings }) => {
  route(app, api.invoicing.settings, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return invoicingSettings.read();
  });
  route(app, api.invoicing.setSettings, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return invoicingSettings.set(request.body);
  });
};
