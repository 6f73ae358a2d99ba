import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { readSettings } from './settings.repository.ts';

/** Public reads of the shop settings (the cart and the pay form show them). */
export const settingsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/min-order-value',
    {
      schema: {
        tags: ['settings'],
        summary: 'Minimum order value in forints (items after coupon)',
        response: { 200: z.number().int() },
      },
    },
    async () => (await readSettings(database.db)).minOrderValue,
  );

  app.get(
    '/order/estimated-shipping-time',
    {
      schema: {
        tags: ['settings'],
        summary: 'Estimated delivery time in minutes',
        response: { 200: z.number().int() },
      },
    },
    async () => (await readSettings(database.db)).deliveryMinutes,
  );

  app.get(
    '/order/get-active-state',
    {
      schema: {
        tags: ['settings'],
        summary: 'Whether the restaurant takes orders now',
        response: { 200: z.boolean() },
      },
    },
    async () => (await readSettings(database.db)).orderingActive,
  );
};
