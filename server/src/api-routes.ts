import type { FastifyInstance } from 'fastify';
import { accountingRoutes } from './modules/accounting/accounting.routes.ts';
import { busyRoutes } from './modules/busy/busy.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { photoRoutes } from './modules/catalogue/photo.routes.ts';
import { productAdminRoutes } from './modules/catalogue/product-admin.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { couponRoutes } from './modules/coupon/coupon.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { eventLogRoutes } from './modules/event-log/event-log.routes.ts';
import { menuOptionsRoutes } from './modules/menu-options/menu-options.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { orderDecisionRoutes } from './modules/order/order-decisions.routes.ts';
import { orderStatusRoutes } from './modules/order-status/order-status.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { paymentSettingsRoutes } from './modules/payment-settings/payment-settings.routes.ts';
import { printingRoutes } from './modules/printing/printing.routes.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { twoFactorRoutes } from './modules/user/two-factor.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { userAdminRoutes } from './modules/user/user-admin.routes.ts';
import { healthRoutes } from './platform/health/health.routes.ts';

/** The options a route plugin takes, so each service below has the type its routes ask for. */
type OptionsOf<Plugin> = Plugin extends (app: never, options: infer Options) => unknown ? Options : never;

/** Every module's door the API's routes use, built by app.ts. */
export interface ApiServices {
  health: OptionsOf<typeof healthRoutes>['health'];
  catalogue: OptionsOf<typeof catalogueRoutes>['catalogue'];
  productAdmin: OptionsOf<typeof productAdminRoutes>['admin'];
  options: OptionsOf<typeof menuOptionsRoutes>['options'];
  photos: OptionsOf<typeof photoRoutes>['photos'];
  settings: OptionsOf<typeof settingsRoutes>['settings'];
  paymentSettings: OptionsOf<typeof paymentSettingsRoutes>['paymentSettings'];
  schedule: OptionsOf<typeof scheduleRoutes>['schedule'];
  delivery: OptionsOf<typeof deliveryRoutes>['delivery'];
  users: OptionsOf<typeof userRoutes>['users'];
  twoFactor: OptionsOf<typeof twoFactorRoutes>['twoFactor'];
  userAdmin: OptionsOf<typeof userAdminRoutes>['admin'];
  orders: OptionsOf<typeof orderRoutes>['orders'];
  checkout: OptionsOf<typeof checkoutRoutes>['checkout'];
  decisions: OptionsOf<typeof orderDecisionRoutes>['decisions'];
  alerts: OptionsOf<typeof orderDecisionRoutes>['alerts'];
  status: OptionsOf<typeof orderStatusRoutes>['status'];
  payments: OptionsOf<typeof paymentRoutes>['payments'];
  coupons: OptionsOf<typeof couponRoutes>['coupons'];
  eventLog: OptionsOf<typeof eventLogRoutes>['eventLog'];
  busy: OptionsOf<typeof busyRoutes>['busy'];
  printing: OptionsOf<typeof printingRoutes>['printing'];
  accounting: OptionsOf<typeof accountingRoutes>['accounting'];
}

/** Registers each module's routes under /api with the service it needs. */
export async function registerApiRoutes(app: FastifyInstance, s: ApiServices, authRateLimit: number) {
  const prefix = '/api';
  await app.register(healthRoutes, { prefix, health: s.health });
  await app.register(catalogueRoutes, { prefix, catalogue: s.catalogue });
  await app.register(productAdminRoutes, { prefix, admin: s.productAdmin });
  await app.register(menuOptionsRoutes, { prefix, options: s.options });
  await app.register(photoRoutes, { prefix, photos: s.photos });
  await app.register(settingsRoutes, { prefix, settings: s.settings });
  await app.register(paymentSettingsRoutes, { prefix, paymentSettings: s.paymentSettings });
  await app.register(scheduleRoutes, { prefix, schedule: s.schedule });
  await app.register(deliveryRoutes, { prefix, delivery: s.delivery });
  await app.register(userRoutes, { prefix, users: s.users, authRateLimit });
  await app.register(twoFactorRoutes, { prefix, twoFactor: s.twoFactor, authRateLimit });
  await app.register(userAdminRoutes, { prefix, admin: s.userAdmin });
  await app.register(checkoutRoutes, { prefix, checkout: s.checkout });
  await app.register(orderRoutes, { prefix, orders: s.orders });
  await app.register(orderDecisionRoutes, { prefix, decisions: s.decisions, alerts: s.alerts });
  await app.register(orderStatusRoutes, { prefix, status: s.status });
  await app.register(paymentRoutes, { prefix, payments: s.payments });
  await app.register(couponRoutes, { prefix, coupons: s.coupons });
  await app.register(eventLogRoutes, { prefix, eventLog: s.eventLog });
  await app.register(busyRoutes, { prefix, busy: s.busy });
  await app.register(printingRoutes, { prefix, printing: s.printing });
  await app.register(accountingRoutes, { prefix, accounting: s.accounting });
}
