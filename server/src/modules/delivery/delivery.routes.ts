import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeliveryService } from './delivery.service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  app.get(
    '/streets/:zipCode',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The streets of a zip code we deliver to (empty for any other)',
        params: z.object({ zipCode: z.string().regex(/^\d{4}$/, 'zipInvalid') }),
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => delivery.streets(request.params.zipCode),
  );

  app.get(
    '/shipping-cost/shipping-costs',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Every zip code we deliver to, with its shipping cost in forints',
        response: { 200: z.array(z.object({ zipCode: z.string(), cost: z.number().int() })) },
      },
    },
    async () => delivery.shippingCosts(),
  );
};
