import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PrintingService } from './printing.service.ts';

/** Tickets, slips, reprints and the network printers' settings (issue 16). */
export const printingRoutes: FastifyPluginAsyncZod<{ printing: PrintingService }> = async (
  app,
  { printing },
) => {
  const { printing: endpoints } = api;
  route(app, endpoints.ticket, async (request) => printing.ticket(request.params.id));
  route(app, endpoints.slip, async (request) => printing.slip(request.params.id));
  route(app, endpoints.print, async (request) => printing.reprint(request.params.id, request.body.what));
  route(app, endpoints.printers, async () => printing.printers());
  route(app, endpoints.setPrinters, async (request) =>
    printing.setPrinters(requireUser(request).id, request.body),
  );
};
