import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AccountingService } from './accounting.service.ts';

/** The accountant's downloads (issue 17): reports of a date range, and a day's NTAK data. */
export const accountingRoutes: FastifyPluginAsyncZod<{ accounting: AccountingService }> = async (
  app,
  { accounting },
) => {
  route(app, api.accounting.export, async (request, reply) => {
    const { fileName, contentType, body } = await accounting.exportFile(request.params.file, request.query);
    return reply
      .header('content-type', contentType)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, api.accounting.ntak, async (request, reply) => {
    const day = await accounting.ntak(request.params.file);
    return reply
      .header('content-disposition', `attachment; filename="konyha-ntak-${request.params.file}"`)
      .header('cache-control', 'no-store')
      .send(day);
  });
};
