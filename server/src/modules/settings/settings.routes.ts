import { twoFactorRequirementSchema } from '@konyha/domain/users/two-factor.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireCapability } from '../../plugins/auth.ts';
import { announceSessionChange } from '../../realtime/session-notifier.ts';
import { readSettings, toggleOrdering, updateSettings } from './settings.repository.ts';

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
    async () => toggleOrdering(database.db),
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
    async (request) =>
      (await updateSettings(database.db, { deliveryMinutes: request.params.minutes as number }))
        ?.deliveryMinutes ?? 0,
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
    async (request) =>
      (await updateSettings(database.db, { minOrderValue: request.params.value as number }))?.minOrderValue ??
      0,
  );

  app.get(
    '/settings/two-factor-required',
    {
      onRequest: requireCapability('requireTwoFactor'),
      schema: { tags: ['settings'], security: bearer, response: { 200: twoFactorRequirementSchema } },
    },
    async () => ({ required: (await readSettings(database.db)).twoFactorRequired }),
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
    async (request) => {
      const row = await updateSettings(database.db, { twoFactorRequired: request.body.required });
      // Staff who now must enrol lose the live channel too, on every instance.
      if (row?.twoFactorRequired) await announceSessionChange(database.db, 'everyone');
      return { required: row?.twoFactorRequired ?? false };
    },
  );
};
