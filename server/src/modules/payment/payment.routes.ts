import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../http/route.ts';
import { hostedPaymentRoutes } from './hosted-payment.routes.ts';
import type { PaymentService } from './payment.service.ts';
import { simplePayRoutes } from './simplepay.routes.ts';

const referenceParams = z.object({ reference: z.string().regex(/^sbx_[0-9a-f]{32}$/) });
/** A guest sees the page once per payment and presses one button; each request reads the payment (issue 28). */
const challengeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  // The sandbox bank page posts a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  await app.register(hostedPaymentRoutes, { hosted: payments.hosted });
  await app.register(simplePayRoutes, { simplePay: payments.simplePay });

  route(app, api.order.publicKey, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.issueCardKey();
  });

  // Hidden, so outside the API contract: the sandbox bank's 3-D Secure page, a stand-in for the card issuer's own
  // page in production. The browser navigates here and posts a plain HTML form; no client calls it.
  app.get(
    '/payment/sandbox/3ds/:reference',
    { schema: { hide: true, params: referenceParams }, config: challengeLimit },
    async (request, reply) => {
      const page = await payments.challengePage(request.params.reference);
      return page === undefined ? reply.redirect('/') : reply.type('text/html').send(page);
    },
  );

  app.post(
    '/payment/sandbox/3ds/:reference',
    {
      schema: {
        hide: true,
        params: referenceParams,
        body: z.object({ decision: z.enum(['approve', 'cancel']) }),
      },
      config: challengeLimit,
    },
    async (request, reply) => {
      const result = await payments.completeChallenge(
        request.params.reference,
        request.body.decision === 'approve',
      );
      if (!result) return reply.redirect('/', 303);
      if (!result.approved) return reply.redirect('/cart?payment=rejected', 303);
      // The status link rides in the fragment: browsers keep it through the redirect, and it never reaches a
      // server's logs or a Referer header.
      return reply.redirect(`/pay/card-payment/successful#status=${result.statusToken}`, 303);
    },
  );
};
