import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { HostedPayments } from './hosted-payments.ts';

/**
 * The hosted payment page's routes (issue 17). Registered inside the payment routes, so the sandbox page's plain
 * HTML form is read as there; JSON stays text here, because the provider's signature covers the raw body.
 */
export const hostedPaymentRoutes: FastifyPluginAsyncZod<{ hosted: HostedPayments }> = async (
  app,
  { hosted },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  route(app, api.hostedPayment.callback, async (request) =>
    hosted.notify(request.body, request.headers.signature),
  );

  route(app, api.hostedPayment.return, async (request, reply) =>
    reply.redirect(await hosted.returnPath(request.query.reference), 303),
  );

  route(app, api.hostedPayment.page, async (request, reply) => {
    const { reference } = request.params;
    const page = await hosted.sandboxPage(reference);
    return page === undefined
      ? reply.redirect(hosted.returnUrl(reference), 303)
      : reply.type('text/html').header('cache-control', 'no-store').send(page);
  });

  route(app, api.hostedPayment.decide, async (request, reply) => {
    const { reference } = request.params;
    return reply.redirect(await hosted.sandboxDecide(reference, request.body.decision === 'pay'), 303);
  });
};
