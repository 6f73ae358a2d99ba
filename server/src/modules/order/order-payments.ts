import type { Database, Queryable } from '../../db/client.ts';
import { announceNewOrder } from '../../realtime/order-notifier.ts';
import { orderConfirmationMail } from '../../templates/order-mail.ts';
import type { MailQueue } from '../mail/mail.service.ts';
import type { StatusLinks } from '../order-status/order-status.service.ts';
import type { PayableOrders } from '../payment/payment.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { Timers } from '../timers/timers.service.ts';
import { toOrders } from './order.mapper.ts';
import * as repo from './order.repository.ts';
import type { OrderAlerts } from './order-alerts.service.ts';
import type { OrderDecisions } from './order-decisions.service.ts';

/** The timer that gives up a payment on the provider's page the guest never finished (issue 17). */
export const hostedPaymentExpiry = 'hosted-payment-expiry';

export interface OrderPaymentsDeps {
  database: Database;
  settings: SettingsService;
  mail: MailQueue;
  alerts: Pick<OrderAlerts, 'start'>;
  links: StatusLinks;
  decisions: Pick<OrderDecisions, 'abandonPayment'>;
  timers: Pick<Timers, 'register' | 'schedule' | 'unschedule'>;
  clock: () => Date;
}

/** When an order counts (placed, or paid online), and the orders' side of a payment. */
export function createOrderPayments({
  database,
  settings,
  mail,
  alerts,
  links,
  decisions,
  timers,
  clock,
}: OrderPaymentsDeps) {
  const db = database.db;

  // Harmless when it fires late: it gives up only an order still waiting for the provider.
  timers.register(hostedPaymentExpiry, async (tx, job, now) => {
    if (job.orderId !== null) await decisions.abandonPayment(tx, job.orderId, now);
  });

  /**
   * The order counts: the staff hear of it, its confirmation mail joins the outbox and its timers (escalation,
   * pre-order alert) start, in the transaction that makes it count.
   */
  async function confirm(tx: Queryable, row: repo.OrderRow) {
    await announceNewOrder(tx, row.id);
    await alerts.start(tx, row);
    const [order] = toOrders([row], await repo.linesOf(tx, [row.id]));
    const { deliveryMinutes } = await settings.read(tx);
    if (order) {
      const language = row.language === 'en' ? 'en' : 'hu';
      const statusUrl = await links.mintUrl(tx, row.id);
      await mail.queue(
        tx,
        'order-confirmation',
        orderConfirmationMail(language, order, deliveryMinutes, statusUrl),
      );
    }
  }

  const payable: PayableOrders = {
    findByPaymentReference: (reference) => repo.findOrderByPaymentReference(db, reference),
    async awaitChallenge(orderId, reference) {
      await repo.updatePayment(db, orderId, { paymentStatus: 'CHALLENGE', paymentReference: reference });
    },
    markPaid: (orderId, reference, fromStatus) =>
      db.transaction(async (tx) => {
        const row = await repo.updatePayment(
          tx,
          orderId,
          { payed: true, paymentStatus: 'PAID', paymentReference: reference },
          fromStatus,
        );
        if (!row) return false;
        if (fromStatus === 'REDIRECTED') await timers.unschedule(tx, hostedPaymentExpiry, orderId);
        await confirm(tx, row);
        return true;
      }),
    remove: (orderId) => repo.deleteOrder(db, orderId),
    awaitHostedPayment: (orderId, reference, expiresAt) =>
      db.transaction(async (tx) => {
        await repo.updatePayment(tx, orderId, { paymentStatus: 'REDIRECTED', paymentReference: reference });
        await timers.schedule(tx, hostedPaymentExpiry, orderId, expiresAt);
      }),
    abandon: (orderId) =>
      db.transaction(async (tx) => {
        const abandoned = await decisions.abandonPayment(tx, orderId, clock());
        if (abandoned) await timers.unschedule(tx, hostedPaymentExpiry, orderId);
        return abandoned;
      }),
    statusToken: (orderId) => links.mintToken(db, orderId),
  };
  return { confirm, payable };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
