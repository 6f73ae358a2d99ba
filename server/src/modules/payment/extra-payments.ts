import { randomBytes } from 'node:crypto';
import { notificationOutcome } from '@konyha/domain/orders/hosted-payment';
import type { HostedNotificationAnswer } from '@konyha/domain/orders/hosted-payment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Timers } from '../../platform/timers/timers.service.ts';
import type { PaymentSettingsService } from '../payment-settings/payment-settings.service.ts';
import type { SimplePayClient } from '../simplepay/simplepay.service.ts';
import * as adjustments from './adjustments.repository.ts';
import type { HostedPaymentGateway } from './hosted-gateway.ts';
import { hostedPrefix, hostedUrls } from './hosted-payments.ts';
import type { PayableOrder, PayableOrders } from './payment-orders.ts';
import type { RefundPayment } from './refunds.ts';
import type { ProviderWord } from './settlement.ts';
import { currencyOf, simplePayPrefix, simplePayUnavailable, startSimplePay } from './simplepay-payments.ts';

/** The timer that hands an extra the guest did not pay in time to the courier (one job per extra). */
const extraLapse = 'extra-payment-lapse';

export interface ExtraPaymentDeps {
  database: Database;
  orders: PayableOrders;
  simplePay: SimplePayClient | undefined;
  /** The sandbox provider's hosted page, which takes the extra when SimplePay is not configured. */
  sandboxHosted: Pick<HostedPaymentGateway, 'start'>;
  refundPayment: RefundPayment;
  paymentSettings: Pick<PaymentSettingsService, 'expiresAt'>;
  timers: Pick<Timers, 'register' | 'scheduleNext'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** How an extra stands in for an order's own payment on the providers' pages and in the notification rules. */
const statusAsPayment: Record<string, string> = {
  PENDING: 'REDIRECTED',
  PAID: 'PAID',
  ABANDONED: 'ABANDONED',
  REFUNDED: 'REFUNDED',
};

/**
 * Issue 30: the extra a change asks of an order paid online, paid through a link of its own (SimplePay's page when
 * configured, else the sandbox provider's hosted page) under a reference of its own, which the order_adjustments row
 * holds. The provider's notification of that reference pays the extra, not the order; an extra not paid within the
 * payment settings' minutes (or cancelled on the page) is collected by the courier at the door instead.
 */
export function createExtraPayments(deps: ExtraPaymentDeps) {
  const { database, orders, simplePay, sandboxHosted, refundPayment, paymentSettings, timers } = deps;
  const { publicUrl, log, clock } = deps;
  const db = database.db;
  const hosted = hostedUrls(publicUrl);

  /**
   * Not paid, and the guest owes it still: the courier collects it. Once, whoever gets here first; under the order's
   * lock (taken first, as a change takes it) since the order's extra_due follows.
   */
  async function toTheDoor(tx: Queryable, extra: adjustments.AdjustmentRow, now: Date) {
    await orders.byId(tx, extra.orderId);
    const moved = await adjustments.moveExtra(tx, extra.id, 'PENDING', 'ABANDONED', now);
    if (moved) await orders.addExtraDue(tx, extra.orderId, extra.amount);
    return moved !== undefined;
  }

  /** Paid: once, under the order's lock (taken first, as a change takes it); the guest's page and staff hear of it. */
  async function paid(tx: Queryable, extra: adjustments.AdjustmentRow, now: Date) {
    await orders.byId(tx, extra.orderId);
    const moved = await adjustments.moveExtra(tx, extra.id, 'PENDING', 'PAID', now);
    if (moved) await orders.extraPaid(tx, extra.orderId);
    return moved !== undefined;
  }

  /**
   * SimplePay may have taken the payment while its IPN is still on the way (or lost): asked before the courier is
   * told to collect it, so the guest never pays twice. A SimplePay that cannot answer now: the timer tries again.
   */
  async function paidMeanwhile(order: PayableOrder, extra: adjustments.AdjustmentRow) {
    if (!simplePay || !extra.reference?.startsWith(simplePayPrefix)) return false;
    const [answer] = await simplePay.query(currencyOf(order.payment), [extra.reference]);
    return answer?.status === 'FINISHED';
  }

  timers.register(extraLapse, async (tx, _job, now) => {
    for (const extra of await adjustments.pendingExtras(tx)) {
      const order = await orders.byId(tx, extra.orderId);
      if (!order || (await paymentSettings.expiresAt(order.payment, extra.createdAt, tx)) > now) continue;
      if (await paidMeanwhile(order, extra)) await paid(tx, extra, now);
      else await toTheDoor(tx, extra, now);
    }
  });

  async function extraOf(reference: string) {
    const extra = await adjustments.byReference(db, reference);
    if (extra?.kind !== 'EXTRA') return undefined;
    const order = await orders.byId(db, extra.orderId);
    return order && { extra, order };
  }

  /** Paid after it lapsed: the courier collects it (or did), so the money goes straight back. */
  async function refundLate(extra: adjustments.AdjustmentRow, order: PayableOrder, reference: string) {
    const amount = extra.amount;
    await refundPayment({ orderId: order.id, payment: order.payment, reference, amount, left: amount });
    const moved = await adjustments.moveExtra(db, extra.id, 'ABANDONED', 'REFUNDED', clock());
    if (moved) log.warn({ orderId: order.id }, 'a late payment of an extra was refunded');
    return { outcome: moved ? 'refunded' : 'repeated' } as const;
  }

  /** A provider's signed word on an extra; undefined when the reference is not an extra's. */
  async function settle(
    reference: string,
    word: ProviderWord,
  ): Promise<HostedNotificationAnswer | undefined> {
    const found = await extraOf(reference);
    if (!found) return undefined;
    const { extra, order } = found;
    const payment = { paymentStatus: statusAsPayment[extra.status] ?? extra.status, total: extra.amount };
    // A race lost to a twin notification or the lapse: judged again on what it did.
    const again = async () => (await settle(reference, word)) ?? { outcome: 'repeated' as const };
    switch (notificationOutcome(payment, word)) {
      case 'pay':
        if (await db.transaction((tx) => paid(tx, extra, clock()))) return { outcome: 'paid' };
        return again();
      case 'abandon':
        if (await db.transaction((tx) => toTheDoor(tx, extra, clock()))) return { outcome: 'cancelled' };
        return again();
      case 'repeated':
        return { outcome: 'repeated' };
      case 'late':
        return refundLate(extra, order, reference);
      case 'conflict':
        log.warn({ orderId: order.id }, 'a payment notification contradicts its extra');
        throw new AppError('CONFLICT', 'The notification does not match the payment', 'reference');
    }
  }

  return {
    /** The order a provider's reference is of: its own payment, or an extra standing in for it. */
    async findPayment(reference: string): Promise<PayableOrder | undefined> {
      const own = await orders.findByPaymentReference(reference);
      if (own) return own;
      const found = await extraOf(reference);
      if (!found) return undefined;
      const { extra, order } = found;
      return {
        ...order,
        extra: true,
        total: extra.amount,
        tip: 0,
        paymentStatus: statusAsPayment[extra.status] ?? extra.status,
        paymentReference: reference,
        paymentUrl: extra.paymentUrl,
      };
    },

    settle,

    /**
     * Starts the payment of `amount` more for a changed order (its version `version`), in the change's transaction:
     * the extra is claimed first (one per change, across instances), then the provider's page; its lapse is timed.
     */
    async start(
      tx: Queryable,
      order: PayableOrder,
      { amount, version, now }: { amount: number; version: number; now: Date },
    ): Promise<{ reference: string; url: string; expiresAt: Date }> {
      const claimed = await adjustments.claim(tx, {
        ...{ orderId: order.id, orderVersion: version, kind: 'EXTRA', amount },
        ...{ status: 'PENDING', createdAt: now },
      });
      if (!claimed) throw new AppError('CONFLICT', 'This change of the order was settled already', 'version');
      const timeout = await paymentSettings.expiresAt(order.payment, now, tx);
      const reference = `${simplePay ? simplePayPrefix : hostedPrefix}${randomBytes(16).toString('hex')}`;
      const url = await (simplePay
        ? startSimplePay({ client: simplePay, publicUrl }, order, { reference, total: amount, timeout })
        : sandboxHosted
            .start({
              ...{ reference, amount, language: order.language },
              returnUrl: hosted.returnUrl(reference),
              callbackUrl: hosted.callbackUrl,
            })
            .then((started) => started.url)
      ).catch((error: unknown) => {
        // The change rolls back with its extra: staff may try again, or let the courier collect it.
        throw simplePayUnavailable(log, error, order.id, 'start the payment of an extra');
      });
      await adjustments.record(tx, claimed.id, { reference, paymentUrl: url });
      await timers.scheduleNext(tx, extraLapse, timeout);
      return { reference, url, expiresAt: timeout };
    },
  };
}

export type ExtraPayments = ReturnType<typeof createExtraPayments>;
