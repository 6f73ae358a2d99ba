import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import type { SimplePayPayments } from './simplepay-payments.ts';

/**
 * SimplePay's calls into Konyha (issue 27): its IPN, whose signature covers the raw body (so JSON stays text here),
 * and the guest's way back from its page. Without SimplePay configured there is nothing to answer (404).
 */
export const simplePayRoutes: FastifyPluginAsyncZod<{ simplePay: SimplePayPayments | undefined }> = async (
  app,
  { simplePay },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  route(app, api.payment.simplePayIpn, async (request, reply) => {
    if (!simplePay) throw notFound('SimplePay');
    const receipt = await simplePay.notify(request.body, request.headers.signature);
    // SimplePay checks this signature over these very bytes: sent as they are, never re-serialised.
    return reply.type('application/json').header('signature', receipt.signature).send(receipt.body);
  });

  route(app, api.payment.simplePayBack, async (request, reply) => {
    const path = simplePay ? await simplePay.backPath(request.query.r, request.query.s) : '/';
    return reply.header('cache-control', 'no-store').redirect(path, 303);
  });
};
