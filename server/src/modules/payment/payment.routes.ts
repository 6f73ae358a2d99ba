import { formatForint } from '@konyha/domain/common/money';
import { publicKeyAnswerSchema } from '@konyha/domain/orders/checkout.schemas';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutService } from '../order/checkout.service.ts';
import type { CardSessionService } from './card-session.service.ts';

const referenceParams = z.object({ reference: z.string().regex(/^sbx_[0-9a-f]{32}$/) });

export const paymentRoutes: FastifyPluginAsyncZod<{
  cardSessions: CardSessionService;
  checkout: CheckoutService;
}> = async (app, { cardSessions, checkout }) => {
  // The sandbox bank page posts a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/crypto/publickey',
    {
      schema: {
        tags: ['payment'],
        summary:
          'The RSA key that wraps the card key, and a fresh single-use userId whose first 16 characters are the IV',
        description:
          'A card payload made with the userId is taken by one order, within 15 minutes; then CARD_SESSION_INVALID.',
        response: { 200: publicKeyAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return cardSessions.issue();
    },
  );

  // The sandbox bank's 3-D Secure page: a stand-in for the card issuer's own page in production.
  app.get(
    '/payment/sandbox/3ds/:reference',
    { schema: { hide: true, params: referenceParams } },
    async (request, reply) => {
      const order = await checkout.findChallenge(request.params.reference);
      if (order?.paymentStatus !== 'CHALLENGE') return reply.redirect('/');
      const amount = formatForint(order.total, order.language);
      const hu = order.language === 'hu';
      return reply
        .type('text/html')
        .send(`<!doctype html><html lang="${hu ? 'hu' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Bank – 3-D Secure</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:1rem;color:#1a1a1a">
<main><h1>Sandbox Bank</h1>
<p>${hu ? 'Erősítsd meg a fizetést' : 'Confirm the payment of'} <strong>${amount}</strong> ${hu ? 'összegben a' : 'to'} ${restaurant.name}${hu ? ' részére.' : '.'}</p>
<form method="post"><button name="decision" value="approve" style="font-size:1.1rem;padding:.75rem 1.5rem;background:#14532d;color:#fff;border:0;border-radius:.4rem">${hu ? 'Jóváhagyom' : 'Approve'}</button>
<button name="decision" value="cancel" style="font-size:1.1rem;padding:.75rem 1.5rem;margin-left:.5rem">${hu ? 'Mégse' : 'Cancel'}</button></form>
</main></body></html>`);
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
    },
    async (request, reply) => {
      const result = await checkout.completeChallenge(
        request.params.reference,
        request.body.decision === 'approve',
      );
      if (!result) return reply.redirect('/', 303);
      return reply.redirect(result.approved ? '/pay/card-payment/successful' : '/cart?payment=rejected', 303);
    },
  );
};
