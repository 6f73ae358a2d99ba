import { api } from '@konyha/domain/api/contract';
import { statusTokenHeader } from '@konyha/domain/invoicing/invoice-status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { InvoiceDocuments } from './invoice-documents.service.ts';

/** An order's invoice: its PDF for whoever may see the order, and a manager's retry of one that failed. */
export const invoiceDocumentRoutes: FastifyPluginAsyncZod<{ documents: InvoiceDocuments }> = async (
  app,
  { documents },
) => {
  route(app, api.invoicing.retry, async (request) => ({
    orders: [await documents.retry(request.params.id)],
  }));
  route(app, api.invoicing.pdf, async (request, reply) => {
    const token = request.headers[statusTokenHeader];
    const { fileName, pdf } = await documents.pdf(request.auth ?? undefined, request.params.id, token);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .type('application/pdf')
      .send(pdf);
  });
};
