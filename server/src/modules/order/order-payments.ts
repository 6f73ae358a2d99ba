import type { Database, Queryable } from '../../db/client.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { Timers } from '../../platform/timers/timers.service.ts';
import { announceNewOrder, announceOrderUpdate } from '../../realtime/order-notifier.ts';
import { orderConfirmationMail } from '../../templates/order-mail.ts';
import type { PayableOrders } from '../payment/payment.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createLatePayments, type LatePaymentDeps } from './late-payments.ts';
import { toOrders } from './order.mapper.ts';
import * as repo from './order.repository.ts';
import type { OrderDecisions } from './order-decisions.service.ts';
import type { OrderEvents } from './order-events.ts';
import type { StatusLinks } from './status-links.ts';

/**
 * The timer that gives up an online payment the guest never finished: at the card issuer's 3-D Secure page or on the
 * provider's page (issues 17 and 27). Its name is older than the card's timer: rows of it may be pending.
 */
export const paymentExpiry = 'hosted-payment-expiry';

export interface OrderPaymentsDeps extends Omit<LatePaymentDeps, 'confirm'> {
  database: Database;
  settings: SettingsService;
  mail: MailQueue;
  /** Where a counted order is announced (the alerts module starts its timers there). */
  events: Pick<OrderEvents, 'announce'>;
  links: StatusLinks;
  decisions: Pick<OrderDecisions, 'abandonPayment' | 'announceAccepted'>;
  timers: Pick<Timers, 'register' | 'schedule' | 'unschedule'>;
  clock: () => Date;
}

/** When an order counts (placed, or paid online), and the orders' side of a payment. */
export function createOrderPayments(deps: OrderPaymentsDeps) {
  const { database, settings, mail, events, links, decisions, timers, clock } = deps;
  const db = database.db;

  // Harmless when it fires late: it gives up only an order still waiting for its payment, once across instances.
  timers.register(paymentExpiry, async (tx, job, now) => {
    if (job.orderId !== null) await decisions.abandonPayment(tx, job.orderId, now);
  });

  /**
   * The order counts: the staff hear of it, its confirmation mail joins the outbox and its timers (escalation,
   * pre-order alert) start, in the transaction that makes it count. One that staff took by phone is accepted
   * already (issue 30): it prints as an accepted order does, and its mail is the acceptance with the ready time.
   */
  async function confirm(tx: Queryable, row: repo.OrderRow) {
    await announceNewOrder(tx, row.id);
    await events.announce(tx, 'counted', { orderId: row.id, order: row });
    if (row.acceptedAt) return decisions.announceAccepted(tx, row, clock());
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

  const late = createLatePayments({ ...deps, confirm });

  /** The guest goes to pay elsewhere (`status`): the order waits for the answer until `expiresAt`. */
  const awaitPayment = (orderId: number, reference: string, expiresAt: Date, status: string) =>
    db.transaction(async (tx) => {
      await repo.updatePayment(tx, orderId, { paymentStatus: status, paymentReference: reference });
      await timers.schedule(tx, paymentExpiry, orderId, expiresAt);
    });

  const payable: PayableOrders = {
    findByPaymentReference: (reference) => repo.findOrderByPaymentReference(db, reference),
    awaitChallenge: (orderId, reference, expiresAt) =>
      awaitPayment(orderId, reference, expiresAt, 'CHALLENGE'),
    awaitHostedPayment: (orderId, reference, expiresAt) =>
      awaitPayment(orderId, reference, expiresAt, 'REDIRECTED'),
    async rememberPage(orderId, url) {
      await repo.updatePayment(db, orderId, { paymentUrl: url });
    },
    markPaid: (orderId, reference, fromStatus) =>
      db.transaction(async (tx) => {
        // Conditional on the status it was in: of a payment approved and cancelled at once, one outcome stands.
        const row = await repo.updatePayment(
          tx,
          orderId,
          { payed: true, paymentStatus: 'PAID', paymentReference: reference, paymentUrl: null },
          fromStatus,
        );
        if (!row) return false;
        await timers.unschedule(tx, paymentExpiry, orderId);
        await confirm(tx, row);
        return true;
      }),
    remove: (orderId) => repo.deleteOrder(db, orderId),
    abandon: (orderId) =>
      db.transaction(async (tx) => {
        const abandoned = await decisions.abandonPayment(tx, orderId, clock());
        if (abandoned) await timers.unschedule(tx, paymentExpiry, orderId);
        return abandoned;
      }),
    revive: late.revive,
    refundedLate: late.refunded,
    inDoubt: (since, prefix) => repo.paymentsInDoubt(db, since, prefix),
    async checked(orderId) {
      await repo.updatePayment(db, orderId, { paymentCheckedAt: clock() });
    },
    statusToken: (orderId) => links.mintToken(db, orderId),
    byId: (q, orderId) => repo.lockOrder(q, orderId),
    async addExtraDue(q, orderId, amount) {
      await repo.addExtraDue(q, orderId, amount);
      await announceOrderUpdate(q, orderId);
    },
    async extraPaid(q, orderId) {
      await repo.touchOrder(q, orderId);
      await announceOrderUpdate(q, orderId);
    },
  };
  return { confirm, payable };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
