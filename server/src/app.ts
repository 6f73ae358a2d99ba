import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { legacySecret } from './db/data-dir.ts';
import { randomSecret, sharedSecret } from './db/server-secrets.ts';
import { routesOf } from './http/module-routes.ts';
import { createReadyAnswers } from './http/ready-answers.ts';
import { createAccountingModule } from './modules/accounting/accounting.module.ts';
import { createAlertsModule } from './modules/alerts/alerts.module.ts';
import { createBusyModule } from './modules/busy/busy.module.ts';
import { createCatalogueModule } from './modules/catalogue/catalogue.module.ts';
import { createCheckoutModule } from './modules/checkout/checkout.module.ts';
import { createCouponModule } from './modules/coupon/coupon.module.ts';
import { createCustomersModule } from './modules/customers/customers.module.ts';
import { createDayCloseModule } from './modules/day-close/day-close.module.ts';
import { createDeliveryModule } from './modules/delivery/delivery.module.ts';
import { createEventLogModule } from './modules/event-log/event-log.module.ts';
import {
  createInvoiceReads,
  createInvoicingModule,
  type InvoicingModuleDeps,
  invoicingStandin,
} from './modules/invoicing/invoicing.module.ts';
import { createLunchMenuModule } from './modules/lunch-menu/lunch-menu.module.ts';
import { createMenuOptionsModule } from './modules/menu-options/menu-options.module.ts';
import { createOrderModule } from './modules/order/order.module.ts';
import { createOrderReads, orderContent } from './modules/order/order.service.ts';
import { createChangeMoney } from './modules/order-changes/change-money.ts';
import { createOrderChangesModule } from './modules/order-changes/order-changes.module.ts';
import { createOrderStatusModule } from './modules/order-status/order-status.module.ts';
import { loadOrCreateCardKeys } from './modules/payment/card-crypto.ts';
import { createPaymentModule } from './modules/payment/payment.module.ts';
import { createMoneyMoves, createRefunds, onlineMethodsOf } from './modules/payment/payment.service.ts';
import { paymentProvidersOf } from './modules/payment/payment-providers.ts';
import { createPaymentSettingsModule } from './modules/payment-settings/payment-settings.module.ts';
import { createPhoneOrdersModule } from './modules/phone-orders/phone-orders.module.ts';
import { createPrintingModule } from './modules/printing/printing.module.ts';
import { createPrintJobReads } from './modules/printing/printing.service.ts';
import { createPushModule } from './modules/push/push.module.ts';
import { createReportsModule } from './modules/reports/reports.module.ts';
import { createScheduleModule } from './modules/schedule/schedule.module.ts';
import { createSettingsModule } from './modules/settings/settings.module.ts';
import { createUserModule } from './modules/user/user.module.ts';
import { healthRoutes } from './platform/health/health.routes.ts';
import { createHealthService } from './platform/health/health.service.ts';
import { createPageService } from './platform/page/page.service.ts';
import { createPlatform } from './platform/platform.ts';
import { createRateLimitService } from './platform/rate-limits/rate-limits.service.ts';
import { type AuthUser, createAuthenticator, createTokenService, registerAuth } from './plugins/auth.ts';
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
  /** The invoice worker's pace (tests shorten its back-off and lease). */
  invoiceWorker?: Pick<InvoicingModuleDeps, 'pollMs' | 'leaseMs' | 'retry'>;
}

/**
 * Builds the whole server: the platform's parts, then each module in dependency order (a module gets the services of
 * those listed before it, never one listed after), their routes under /api, the staff live channel, the web app.
 */
export async function buildApp({
  config,
  database,
  webRoot = defaultWebRoot,
  clock = () => new Date(),
  logStream,
  statusKeepAliveMs = 15_000,
  invoiceWorker,
}: AppDependencies): Promise<FastifyInstance> {
  const readyAnswers = createReadyAnswers();
  const app = await createHttpServer(config, readyAnswers, logStream);
  const { db } = database;
  const log = app.log;
  const { publicUrl } = config;
  const { mail, timers } = createPlatform(app, { config, database, clock });
  const jwtSecret = () =>
    sharedSecret(db, 'jwt-secret', randomSecret, legacySecret(config.dataDir, 'jwt-secret'));
  const tokens = createTokenService(config.jwtSecret ?? (await jwtSecret()), clock);
  // Who takes online payments (PAYMENT_PROVIDER); their refunds need no order, so the order module can use them.
  const providers = await paymentProvidersOf(config.payments, { ...config, database, log });
  const refund = createRefunds({ ...providers, log });

  // The orders as the modules below the order module read them (only the order module queries its tables).
  const orderReads = createOrderReads(database);
  // Every order answer's invoice state (issue 34): invoicing's read side, which needs no order.
  const invoiceReads = createInvoiceReads(database);
  const { eventLog, ...eventLogModule } = createEventLogModule({ database });
  const { schedule, ...scheduleModule } = await createScheduleModule({
    database,
    clock,
    eventLog,
    orders: orderReads,
  });
  const { settings, ...settingsModule } = createSettingsModule({ database, eventLog, clock });
  const { options, ...optionsModule } = createMenuOptionsModule({ database });
  const { catalogue, ...catalogueModule } = await createCatalogueModule({
    database,
    clock,
    schedule,
    options,
    settings,
    orders: orderReads,
    readyAnswers,
  });
  // The weekday lunch menu (issue 31): its dishes come from the catalogue, its portions ordered from the orders.
  const { lunch, ...lunchMenuModule } = await createLunchMenuModule({
    database,
    catalogue,
    orders: orderReads,
  });
  const { busy, ...busyModule } = createBusyModule({ database, clock, schedule, eventLog });
  const { delivery, ...deliveryModule } = createDeliveryModule({ database });
  const { coupons, ...couponModule } = createCouponModule({ database });
  const { users, ...userModule } = createUserModule({
    database,
    tokens,
    publicUrl,
    clock,
    delivery,
    mail,
    settings,
    orders: orderReads,
    authRateLimit: config.authRateLimit,
  });
  // Web push to staff devices (issue 32): who is staff comes from the user module, which announces logouts to it.
  const { push, ...pushModule } = createPushModule({
    ...{ database, clock, log, users },
    ...{ subject: config.pushSubject, allowLoopback: config.pushAllowLoopback },
  });
  const { paymentSettings, ...paymentSettingsModule } = createPaymentSettingsModule({
    database,
    eventLog,
    clock,
    online: onlineMethodsOf(providers),
    testMode: providers.provider === 'sandbox',
  });
  const {
    orders,
    decisions,
    links,
    events,
    payments: orderPayments,
    ...orderModule
  } = createOrderModule({
    database,
    clock,
    publicUrl,
    eventLog,
    mail,
    timers,
    coupons,
    refund,
    // The latest print jobs staff answers show: printing's read side, which needs no order.
    prints: createPrintJobReads(database),
    invoices: invoiceReads,
    settings,
    catalogue,
    schedule,
  });
  // Invoices through Számlázz.hu (issue 34), queued on the order's events; test mode talks to a stand-in.
  const standin = invoicingStandin(config.szamlazzStandin);
  const {
    worker: invoices,
    documents,
    ...invoicingModule
  } = createInvoicingModule({
    ...{ database, clock, log, mail, events, links, settingsKey: config.settingsKey },
    orders: orderContent,
    staffView: orders.taken,
    standinUrl: standin.url,
    timeoutMs: config.szamlazzTimeoutMs,
    ...invoiceWorker,
  });
  // The escalation ladder (issues 12, 32): timers started when an order counts, pushes withdrawn when it is decided.
  const alertsModule = createAlertsModule({
    ...{ database, timers, settings, events, orders, decisions, eventLog, mail, users, push, busy },
  });
  const customersModule = createCustomersModule({ users, orders: orderReads });
  // Printing queues an accepted order's paper on the order module's events, in the accepting transaction.
  const { printing, ...printingModule } = createPrintingModule({
    database,
    clock,
    log,
    eventLog,
    orders,
    orderEvents: events,
    catalogue,
    reach: config.printers,
  });
  const { status, ...statusModule } = createOrderStatusModule({
    database,
    clock,
    orders,
    links,
    decisions,
    money: createMoneyMoves(database),
    invoices: invoiceReads,
    log,
    keepAliveMs: statusKeepAliveMs,
    streamsPerAddress: config.statusStreamsPerAddress,
  });
  const { payments, ...paymentModule } = createPaymentModule({
    database,
    providers,
    refund,
    publicUrl,
    cardKeys: await loadOrCreateCardKeys(db, config.dataDir),
    orders: orderPayments.payable,
    paymentSettings,
    timers,
    log,
    clock,
  });
  const { checkout, ...checkoutModule } = createCheckoutModule({
    database,
    limits: createRateLimitService({ database, clock, ordersPerWindow: config.orderRateLimit }),
    settings,
    schedule,
    users,
    coupons,
    delivery,
    catalogue,
    lunchVariants: lunch,
    payments,
    paymentSettings,
    orderPayments,
    links,
    log,
    clock,
  });
  // The day's close counts the invoices and receipts Számlázz.hu issued that day.
  const dayCloseModule = createDayCloseModule({
    ...{ database, orders: orderReads, clock },
    documents: documents.countsOf,
  });
  const accountingModule = createAccountingModule({
    database,
    log,
    orders: orderReads,
    dayCloses: dayCloseModule.dayClose,
  });
  const reportsModule = createReportsModule({ orders: orderReads, clock });
  // Changing a placed order (issue 30): priced as the checkout prices; printing reprints on the order's `changed`.
  const orderChangesModule = createOrderChangesModule({
    ...{ database, clock, orders, events, eventLog, mail, links, catalogue, coupons, delivery, schedule },
    ...{ settings, users, money: createChangeMoney({ payments, mail }), lunchVariants: lunch },
  });
  const phoneOrdersModule = createPhoneOrdersModule({
    ...{ database, clock, checkout, decisions, orders, users, paymentSettings, mail },
  });

  const authenticate = createAuthenticator(tokens, users.sessions);
  registerAuth(app, authenticate);
  const healthModule = { routes: routesOf(healthRoutes, { health: createHealthService({ database }) }) };
  for (const { routes } of [
    ...[healthModule, catalogueModule, optionsModule, settingsModule, paymentSettingsModule, scheduleModule],
    ...[deliveryModule, userModule, checkoutModule, orderModule, statusModule, paymentModule, couponModule],
    ...[eventLogModule, busyModule, printingModule, accountingModule, customersModule, pushModule],
    ...[phoneOrdersModule, orderChangesModule, lunchMenuModule, alertsModule, reportsModule, dayCloseModule],
    invoicingModule,
  ])
    await app.register(routes, { prefix: '/api' });

  // A dashboard whose channel is lost unawares: its device hears of it by push, unless it is back within the grace.
  const presence = {
    connected: async (user: AuthUser) => void (await push.channelBack(user)),
    lost: async (user: AuthUser) =>
      void (await push.channelLost(user, new Date(Date.now() + config.pushChannelGraceMs))),
  };
  const hub = await registerStompServer(app, authenticate, config.stomp, clock, presence, (error) =>
    log.warn({ err: error }, 'a lost live channel could not be noted for push'),
  );
  await startOrderBroadcast(database, orders.load, hub, log);
  await startSessionGuard(database, hub, log);
  await startBusyBroadcast(database, hub);
  await status.start();
  // Once the app is up (after the platform's parts): the print worker and the payments' daily check.
  app.addHook('onReady', () => printing.start());
  app.addHook('onClose', () => printing.stop());
  app.addHook('onReady', () => payments.start());
  app.addHook('onReady', () => push.start());
  app.addHook('onReady', () => invoices.start());
  app.addHook('onClose', async () => {
    await invoices.stop();
    await standin.close();
  });
  app.addHook('onClose', () => push.stop());
  // Before the server stops taking connections: open streams would otherwise hold the shutdown up.
  app.addHook('preClose', () => status.stop());

  const pages = await createPageService({
    webRoot,
    catalogue,
    status,
    schedule,
    lunchMenu: lunch,
    inject: (request) => app.inject(request),
    log,
  });
  await registerWebApp(app, webRoot, pages);
  return app;
}
