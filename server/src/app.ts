import type { FastifyInstance } from 'fastify';
import { registerApiRoutes } from './api-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { legacySecret } from './db/data-dir.ts';
import { randomSecret, sharedSecret } from './db/server-secrets.ts';
import { tableMaintenance } from './db/table-maintenance.ts';
import { createAccountingService } from './modules/accounting/accounting.service.ts';
import { createBusyService } from './modules/busy/busy.service.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createPhotoService } from './modules/catalogue/photo.service.ts';
import { createProductAdminService } from './modules/catalogue/product-admin.service.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { createCouponService } from './modules/coupon/coupon.service.ts';
import { createDeliveryService } from './modules/delivery/delivery.service.ts';
import { createEventLogService } from './modules/event-log/event-log.service.ts';
import { createMenuOptionsService } from './modules/menu-options/menu-options.service.ts';
import { createOrderService } from './modules/order/order.service.ts';
import { createOrderAlerts } from './modules/order/order-alerts.service.ts';
import { createOrderDecisions } from './modules/order/order-decisions.service.ts';
import { createOrderPayments } from './modules/order/order-payments.ts';
import { createOrderStatusService } from './modules/order-status/order-status.service.ts';
import { loadOrCreateCardKeys } from './modules/payment/card-crypto.ts';
import { createPaymentService, onlineMethodsOf } from './modules/payment/payment.service.ts';
import { paymentProvidersOf } from './modules/payment/payment-providers.ts';
import { createPaymentSettingsService } from './modules/payment-settings/payment-settings.service.ts';
import { createPrintingService } from './modules/printing/printing.service.ts';
import { createScheduleService } from './modules/schedule/schedule.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createTwoFactorService } from './modules/user/two-factor.service.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createUserAdminService } from './modules/user/user-admin.service.ts';
import { createHealthService } from './platform/health/health.service.ts';
import { createMailService } from './platform/mail/mail.service.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createPageService } from './platform/page/page.service.ts';
import { createRateLimitService } from './platform/rate-limits/rate-limits.service.ts';
import { createTimers } from './platform/timers/timers.service.ts';
import { createAuthenticator, createTokenService, registerAuth } from './plugins/auth.ts';
import { createHttpServer } from './plugins/http-server.ts';
import { defaultWebRoot, registerWebApp } from './plugins/web-app.ts';
import { startBusyBroadcast } from './realtime/busy-notifier.ts';
import { startOrderBroadcast } from './realtime/order-broadcast.ts';
import { startSessionGuard } from './realtime/session-notifier.ts';
import { registerStompServer } from './realtime/stomp-server.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The built web app; tests point it elsewhere. */
  webRoot?: string;
  clock?: () => Date;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** How often a guest's open status stream gets a keep-alive comment (default 15 s). */
  statusKeepAliveMs?: number;
}

/** Builds the whole server: plugins first, then each module under /api, then the web app. */
export async function buildApp({
  config,
  database,
  webRoot = defaultWebRoot,
  clock = () => new Date(),
  logStream,
  statusKeepAliveMs = 15_000,
}: AppDependencies): Promise<FastifyInstance> {
  const app = await createHttpServer(config, logStream);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  // Mails are rows in the outbox (written with the change that causes them); this drains it once the app is up.
  const mail = createMailService({ database, mailer, log: app.log });
  app.addHook('onReady', () => mail.start());
  app.addHook('onClose', async () => {
    await mail.stop();
    mailer.close();
  });
  const tokens = createTokenService(
    config.jwtSecret ??
      (await sharedSecret(
        database.db,
        'jwt-secret',
        randomSecret,
        legacySecret(config.dataDir, 'jwt-secret'),
      )),
    clock,
  );
  // Each module's one door; a module gets the others' services it needs, never their repositories.
  const eventLog = createEventLogService({ database });
  const schedule = createScheduleService({ database, clock, eventLog });
  await schedule.start();
  // Option groups are part of the menu: a change drops the cached menu at once (the catalogue is built next).
  const options = createMenuOptionsService({ database, changed: () => catalogue.invalidate() });
  const catalogue = createCatalogueService({ database, clock, schedule, options });
  await catalogue.start();
  const settings = createSettingsService({ database, eventLog, products: catalogue, clock });
  const busy = createBusyService({ database, clock, schedule, eventLog });
  const delivery = createDeliveryService({ database });
  const coupons = createCouponService({ database });
  const users = createUserService({ database, tokens, publicUrl: config.publicUrl, clock, delivery, mail });
  // The guests' status pages; the order module mints their links and, in turn, does the guest's cancellation.
  const status = createOrderStatusService({
    database,
    clock,
    publicUrl: config.publicUrl,
    decisions: { cancelByGuest: (id) => decisions.cancelByGuest(id) },
    log: app.log,
    keepAliveMs: statusKeepAliveMs,
    streamsPerAddress: config.statusStreamsPerAddress,
  });
  // Staff answers carry the orders' print jobs; printing is built below (it reads the orders in turn).
  const orders = createOrderService({
    database,
    clock,
    eventLog,
    mail,
    links: status,
    prints: { of: (ids) => printing.printsOf(ids) },
  });
  // DB-driven timers (escalations, automatic rejections, pre-order alerts), fired once across instances.
  const timers = createTimers({ database, clock, log: app.log });
  app.addHook('onReady', () => timers.start());
  app.addHook('onClose', () => timers.stop());
  // PGlite runs no autovacuum: its tables get statistics and a visibility map from here (db/table-maintenance.ts).
  const maintenance = tableMaintenance({
    database,
    onError: (error) => app.log.error({ err: error }, 'table maintenance failed'),
  });
  app.addHook('onReady', async () => maintenance.start());
  app.addHook('onClose', () => maintenance.stop());
  const decisions = createOrderDecisions({
    database,
    clock,
    eventLog,
    mail,
    coupons,
    // Payments are built below (they need the orders' side of a payment); a refund is asked for later.
    payments: { refund: (order) => payments.refund(order) },
    links: status,
    printing: { queueOnAccept: (tx, id) => printing.queueOnAccept(tx, id) },
  });
  // Tickets and slips; the network printers' jobs are printed once across instances once the app is up.
  const printing = createPrintingService({
    database,
    clock,
    log: app.log,
    eventLog,
    orders,
    catalogue,
    reach: config.printers,
  });
  app.addHook('onReady', () => printing.start());
  app.addHook('onClose', () => printing.stop());
  const alerts = createOrderAlerts({ database, timers, settings, decisions, eventLog, mail, users });
  // Who takes online payments (PAYMENT_PROVIDER), and what the restaurant offers of them.
  const providers = await paymentProvidersOf(config.payments, { ...config, database, log: app.log });
  const paymentSettings = createPaymentSettingsService({
    database,
    eventLog,
    clock,
    online: onlineMethodsOf(providers),
    testMode: providers.provider === 'sandbox',
  });
  const orderPayments = createOrderPayments({
    database,
    settings,
    mail,
    alerts,
    links: status,
    decisions,
    timers,
    clock,
    eventLog,
    coupons,
    catalogue,
    schedule,
  });
  const payments = createPaymentService({
    database,
    providers,
    publicUrl: config.publicUrl,
    cardKeys: await loadOrCreateCardKeys(database.db, config.dataDir),
    orders: orderPayments.payable,
    paymentSettings,
    timers,
    log: app.log,
    clock,
  });
  app.addHook('onReady', () => payments.start());
  const limits = createRateLimitService({ database, clock, ordersPerWindow: config.orderRateLimit });
  const checkout = createCheckoutService({
    database,
    limits,
    settings,
    schedule,
    users,
    coupons,
    delivery,
    catalogue,
    payments,
    paymentSettings,
    orderPayments,
    links: status,
    log: app.log,
    clock,
  });
  const twoFactor = createTwoFactorService({ database, clock, settings, mail, publicUrl: config.publicUrl });
  const authenticate = createAuthenticator(tokens, users.sessions);
  registerAuth(app, authenticate);

  const productAdmin = createProductAdminService({
    database,
    catalogue,
    schedule,
    clock,
    options,
    settings,
  });
  await registerApiRoutes(
    app,
    {
      health: createHealthService({ database }),
      catalogue,
      productAdmin,
      options,
      photos: createPhotoService({ database, catalogue, clock, present: productAdmin.present }),
      settings,
      paymentSettings,
      schedule,
      delivery,
      users,
      twoFactor,
      userAdmin: createUserAdminService({ database, users }),
      orders,
      checkout,
      decisions,
      alerts,
      status,
      payments,
      coupons,
      eventLog,
      busy,
      printing,
      accounting: createAccountingService({ database, log: app.log }),
    },
    config.authRateLimit,
  );
  const hub = await registerStompServer(app, authenticate, config.stomp, clock);
  await startOrderBroadcast(database, orders.load, hub, app.log);
  await startSessionGuard(database, hub, app.log);
  await startBusyBroadcast(database, hub);
  await status.start();
  // Before the server stops taking connections: open streams would otherwise hold the shutdown up.
  app.addHook('preClose', () => status.stop());

  await registerWebApp(
    app,
    webRoot,
    await createPageService({ webRoot, catalogue, status, schedule, log: app.log }),
  );
  return app;
}
