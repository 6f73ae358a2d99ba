import { api } from '@konyha/domain/api/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { SettingsService } from './settings.service.ts';

/** The shop settings: public reads (the cart and the pay form show them) and the staff's switches. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  const { shop, accounting } = api;
  route(app, shop.minOrderValue, async () => (await settings.read()).minOrderValue);
  route(app, shop.deliveryMinutes, async () => (await settings.read()).deliveryMinutes);
  route(app, shop.orderingActive, async () => (await settings.read()).orderingActive);
  // The staff's switches are logged with who changed them.
  const staffId = (request: FastifyRequest) => requireUser(request).id;
  route(app, shop.toggleOrdering, async (request) => settings.toggleOrdering(staffId(request)));
  route(app, shop.setDeliveryMinutes, async (request) =>
    settings.setDeliveryMinutes(staffId(request), request.params.minutes),
  );
  route(app, shop.setMinOrderValue, async (request) =>
    settings.setMinOrderValue(staffId(request), request.params.value),
  );
  route(app, shop.twoFactorRequired, async () => ({ required: (await settings.read()).twoFactorRequired }));
  route(app, shop.requireTwoFactor, async (request) => settings.requireTwoFactor(request.body.required));
  route(app, accounting.vatSettings, () => settings.vat());
  route(app, accounting.setVatSettings, async (request) => settings.setVat(staffId(request), request.body));
};
