import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../http/conditional.ts';
import { sendEncoded } from '../../http/encoded-body.ts';
import { route } from '../../http/route.ts';
import type { LunchMenuService } from './lunch-menu.service.ts';

export const lunchMenuRoutes: FastifyPluginAsyncZod<{ lunch: LunchMenuService }> = async (app, { lunch }) => {
  const { lunchMenu } = api;
  // Read afresh each time (the portions left move with every order); the ETag spares an unchanged week's bytes.
  route(
    app,
    lunchMenu.week,
    async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await lunch.weekJson(request.query.week),
        'application/json; charset=utf-8',
      ),
    { preEncoded: true },
  );
  route(app, lunchMenu.setWeek, async (request) => lunch.setWeek(request.params.week, request.body));
  route(app, lunchMenu.weekPdf, async (request, reply) => {
    const { params, query } = request;
    const [name, sticker] = query.lang === 'hu' ? ['napi-menu', 'matrica'] : ['lunch-menu', 'sticker'];
    const fileName = `konyha-${name}-${params.week}${query.format === 'sticker' ? `-${sticker}` : ''}.pdf`;
    // Inline: the browser shows the poster, ready to print.
    reply.header('content-disposition', `inline; filename="${fileName}"`);
    return sendCached(
      request,
      reply,
      await lunch.weekPdf(params.week, query.lang, query.format),
      'application/pdf',
    );
  });
};
