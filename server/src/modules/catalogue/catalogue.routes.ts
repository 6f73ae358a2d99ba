import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../http/conditional.ts';
import { sendEncoded } from '../../http/encoded-body.ts';
import type { ReadyAnswers } from '../../http/ready-answers.ts';
import { route } from '../../http/route.ts';
import type { CatalogueService } from './catalogue.service.ts';

const json = 'application/json; charset=utf-8';

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  readyAnswers: ReadyAnswers;
}> = async (app, { catalogue, readyAnswers }) => {
  for (const [endpoint, type] of [
    [api.catalogue.foods, 'FOOD'],
    [api.catalogue.drinks, 'DRINK'],
  ] as const) {
    route(
      app,
      endpoint,
      async (request, reply) => sendEncoded(request, reply, await catalogue.listJson(type), json),
      { preEncoded: true },
    );
    // The same answer before the framework once its bytes are made (issue 35: thousands a minute on a Friday).
    readyAnswers.add({
      path: `${app.prefix}${endpoint.path}`,
      contentType: json,
      ready: () => catalogue.readyJson(type),
    });
  }

  route(app, api.catalogue.menuPdf, async (request, reply) => {
    const { language } = request.params;
    const fileName = language === 'hu' ? 'konyha-etlap.pdf' : 'konyha-menu.pdf';
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return sendCached(request, reply, await catalogue.menuPdf(language), 'application/pdf');
  });
};
