import { twoFactorRequirementSchema } from '@konyha/domain/users/two-factor.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability } from '../../plugins/auth.ts';
import type { SettingsService } from './settings.service.ts';

/** Public reads of the shop settings (the cart and the pay form show them). */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/min-order-value',
    {
      schema: {
        tags: ['settings'],
        summary: 'Minimum order value in forints (items after coupon)',
        response: { 200: z.number().int() },
      },
    },
    async () => (await settings.read()).minOrderValue,
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
    async () => (await settings.read()).deliveryMinutes,
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
    async () => (await settings.read()).orderingActive,
  );

  const bearer = [{ bearer: [] }];
  const amount = (name: string, max: number) => z.object({ [name]: z.coerce.number().int().min(0).max(max) });

  app.get(
    '/order/change-active-state',
    {
      onRequest: requireCapability('runShop'),
      schema: {
        tags: ['settings'],
        security: bearer,
        summary: 'Switches ordering on or off',
        response: { 200: z.boolean() },
      },
    },
    async () => settings.toggleOrdering(),
  );

  app.post(
    '/order/estimated-shipping-time/:minutes',
    {
      onRequest: requireCapability('runShop'),
      schema: {
        tags: ['settings'],
        security: bearer,
        params: amount('minutes', 600),
        response: { 200: z.number().int() },
      },
    },
    async (request) => settings.setDeliveryMinutes(request.params.minutes as number),
  );

  app.post(
    '/min-order-value/:value',
    {
      onRequest: requireCapability('setMinimumOrder'),
      schema: {
        tags: ['settings'],
        security: bearer,
        params: amount('value', 1_000_000),
        response: { 200: z.number().int() },
      },
    },
    async (request) => settings.setMinOrderValue(request.params.value as number),
  );

  app.get(
    '/settings/two-factor-required',
    {
      onRequest: requireCapability('requireTwoFactor'),
      schema: { tags: ['settings'], security: bearer, response: { 200: twoFactorRequirementSchema } },
    },
    async () => ({ required: (await settings.read()).twoFactorRequired }),
  );

  app.put(
    '/settings/two-factor-required',
    {
      onRequest: requireCapability('requireTwoFactor'),
      schema: {
        tags: ['settings'],
        security: bearer,
        summary: 'Requires two-factor login of every staff role (or not)',
        body: twoFactorRequirementSchema,
        response: { 200: twoFactorRequirementSchema },
      },
    },
    async (request) => settings.requireTwoFactor(request.body.required),
  );
};
