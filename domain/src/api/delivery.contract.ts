import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Where we deliver: the zip codes, their streets and shipping costs. */
export const delivery = {
  streets: endpoint({
    method: 'GET',
    path: '/streets/:zipCode',
    access: 'public',
    tags: ['delivery'],
    summary: 'The streets of a zip code we deliver to (empty for any other)',
    request: { params: z.object({ zipCode: z.string().regex(/^\d{4}$/, 'zipInvalid') }) },
    response: { 200: z.array(z.string()) },
  }),
  shippingCosts: endpoint({
    method: 'GET',
    path: '/shipping-cost/shipping-costs',
    access: 'public',
    tags: ['delivery'],
    summary: 'Every zip code we deliver to, with its shipping cost in forints',
    response: { 200: z.array(z.object({ zipCode: z.string(), cost: z.number().int() })) },
  }),
};
