import { routesOf } from '../../http/module-routes.ts';
import { paymentSettingsRoutes } from './payment-settings.routes.ts';
import { createPaymentSettingsService, type PaymentSettingsDeps } from './payment-settings.service.ts';

/** The payment methods the restaurant offers and how long an online payment may wait. */
export function createPaymentSettingsModule(deps: PaymentSettingsDeps) {
  const paymentSettings = createPaymentSettingsService(deps);
  return { paymentSettings, routes: routesOf(paymentSettingsRoutes, { paymentSettings }) };
}
