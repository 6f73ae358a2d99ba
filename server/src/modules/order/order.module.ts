import type { Database } from '../../db/client.ts';
import { allRoutes, routesOf } from '../../http/module-routes.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { Timers } from '../../platform/timers/timers.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { Refund } from '../payment/payment.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { orderRoutes } from './order.routes.ts';
import { createOrderService, type OrderInvoices, type OrderPrints } from './order.service.ts';
import { orderDecisionRoutes } from './order-decisions.routes.ts';
import { createOrderDecisions } from './order-decisions.service.ts';
import { createOrderEvents } from './order-events.ts';
import { createOrderPayments } from './order-payments.ts';
import { createStatusLinks } from './status-links.ts';

export interface OrderModuleDeps {
  database: Database;
  clock: () => Date;
  publicUrl: string;
  eventLog: EventLogService;
  mail: MailQueue;
  timers: Timers;
  coupons: CouponService;
  /** The payment module's refunds, built before this module: a refusal refunds in its transaction. */
  refund: Refund;
  /** The printing module's read side, built before this module: staff answers show the latest print jobs. */
  prints: OrderPrints;
  /** The invoicing module's read side, built before this module: every order answer shows its invoice's state. */
  invoices: OrderInvoices;
  settings: SettingsService;
  catalogue: Pick<CatalogueService, 'takePortions'>;
  schedule: Pick<ScheduleService, 'reclaimSlot'>;
}

/**
 * An order's life after it is placed: staff reads and state changes, decisions, payments after placing, the status
 * links its mails carry. What other modules act on (an order counting, a decision) is announced on `events`.
 */
export function createOrderModule(deps: OrderModuleDeps) {
  const links = createStatusLinks(deps);
  const events = createOrderEvents();
  const orders = createOrderService({ ...deps, links, events });
  const decisions = createOrderDecisions({ ...deps, links, events });
  const payments = createOrderPayments({ ...deps, events, links, decisions });
  return {
    orders,
    decisions,
    payments,
    links,
    events,
    routes: allRoutes(routesOf(orderRoutes, { orders }), routesOf(orderDecisionRoutes, { decisions })),
  };
}
