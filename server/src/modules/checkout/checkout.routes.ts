import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import type { CheckoutService } from './checkout.service.ts';

/** Pricing a cart and placing an order (issue 3); what happens to the order after is the order module's. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  const { order } = api;
  route(app, order.calculate, async (request) => ({
    orders: [await checkout.calculate(request.body, request.auth, request.ip)],
  }));
  route(app, order.add, async (request) =>
    checkout.placeOrder(
      { ...request.body, language: orderLanguage(request.body.language, request.headers) },
      request.auth,
      request.headers['idempotency-key'],
      request.ip,
    ),
  );
};
