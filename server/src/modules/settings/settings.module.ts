import { routesOf } from '../../http/module-routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';

/** The shop's settings row (ordering, delivery time, minimum order, alerts, VAT rates). */
export function createSettingsModule(deps: Parameters<typeof createSettingsService>[0]) {
  const settings = createSettingsService(deps);
  return { settings, routes: routesOf(settingsRoutes, { settings }) };
}
