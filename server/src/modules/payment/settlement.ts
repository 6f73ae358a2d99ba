import { notificationOutcome } from '@konyha/domain/orders/hosted-payment';
import type { HostedNotificationAnswer } from '@konyha/domain/orders/hosted-payment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors.ts';
import type { PayableOrder, PayableOrders } from './payment-orders.ts';

/** A provider's genuine word on a payment: paid (for `amount`, when it names one), or not. */
export interface ProviderWord {
  status: 'SUCCESS' | 'CANCELLED' | 'FAILED';
  amount?: number | undefined;
}

export interface SettlementDeps {
  orders: PayableOrders;
  /** Pays an order's payment back through the provider that took it; throws when it cannot now (503). */
  refund(order: PayableOrder & { paymentReference: string }): Promise<string>;
  log: FastifyBaseLogger;
  /** Issue 30: the extras changes ask for, paid under references of their own (undefined: not an extra's). */
  extras: { settle(reference: string, word: ProviderWord): Promise<HostedNotificationAnswer | undefined> };
}

/**
 * What a provider's signed word does to its order, whichever provider said it (the sandbox SZÉP page, SimplePay's
 * IPN, its answer to the daily query). Every step is conditional on the state it found, so a twin notification, the
 * expiry timer or the guest's way back racing it leaves exactly one outcome; a lost race is judged again.
 */
export function createSettlement({ orders, refund, log, extras }: SettlementDeps) {
  /** A payment after its order was given up: the order comes back, or the money goes back (issue 27). */
  async function late(order: PayableOrder, reference: string): Promise<HostedNotificationAnswer | undefined> {
    const revived = await orders.revive(order.id, reference);
    if (revived === 'revived') {
      log.info({ orderId: order.id }, 'a late payment revived its order');
      return { outcome: 'revived' };
    }
    if (revived === 'moved') return undefined;
    // What the order held is taken: the guest gets the money back at once (a failed refund is a 503, and the
    // provider repeats its notification later).
    const refundReference = await refund({ ...order, paymentReference: reference });
    if (!(await orders.refundedLate(order.id, refundReference))) return undefined;
    log.warn({ orderId: order.id }, 'a late payment was refunded: what its order held is taken');
    return { outcome: 'refunded' };
  }

  async function settleOrder(reference: string, word: ProviderWord): Promise<HostedNotificationAnswer> {
    const order = await orders.findByPaymentReference(reference);
    if (!order) throw notFound('Payment');
    switch (notificationOutcome(order, word)) {
      case 'pay':
        if (await orders.markPaid(order.id, reference, 'REDIRECTED')) return { outcome: 'paid' };
        return settleOrder(reference, word);
      case 'abandon':
        if (await orders.abandon(order.id)) return { outcome: 'cancelled' };
        return settleOrder(reference, word);
      case 'repeated':
        return { outcome: 'repeated' };
      case 'late':
        return (await late(order, reference)) ?? settleOrder(reference, word);
      case 'conflict':
        log.warn({ orderId: order.id }, 'a payment notification contradicts its order');
        throw new AppError('CONFLICT', 'The notification does not match the order', 'reference');
    }
  }

  return async function settle(reference: string, word: ProviderWord): Promise<HostedNotificationAnswer> {
    return (await extras.settle(reference, word)) ?? settleOrder(reference, word);
  };
}

export type Settle = ReturnType<typeof createSettlement>;
