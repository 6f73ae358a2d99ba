import { languages } from '@konyha/domain/common/language';
import { productListSchema } from '@konyha/domain/menu/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../http/conditional.ts';
import type { CatalogueService } from './product.service.ts';

const notModified = z.null().describe('Not modified: the ETag in If-None-Match is current');

export const productRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  for (const [path, type, summary] of [
    [
      '/product/foods',
      'FOOD',
      'Every food on the menu; products that are not orderable are listed, marked unavailable',
    ],
    ['/product/drinks', 'DRINK', 'Every drink on the menu, likewise'],
  ] as const) {
    app.get(
      path,
      { schema: { tags: ['menu'], summary, response: { 200: productListSchema, 304: notModified } } },
      async (request, reply) =>
        sendCached(request, reply, await catalogue.listJson(type), 'application/json'),
    );
  }

  app.get(
    '/menu/pdf/:language',
    {
      schema: {
        tags: ['menu'],
        summary: 'The printable menu of the orderable products, as a PDF',
        params: z.object({ language: z.enum(languages) }),
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      const fileName = language === 'hu' ? 'konyha-etlap.pdf' : 'konyha-menu.pdf';
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return sendCached(request, reply, await catalogue.menuPdf(language), 'application/pdf');
    },
  );
};
