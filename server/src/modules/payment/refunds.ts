import { toPay } from '@konyha/domain/orders/tip';
import { drawRefund, onlinePayments } from '@konyha/domain/payments/online-money';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SimplePayClient } from '../simplepay/simplepay.service.ts';
import * as adjustments from './adjustments.repository.ts';
import type { PaymentGateway } from './gateway.ts';
import type { HostedPaymentGateway } from './hosted-gateway.ts';
import type { PayableOrder } from './payment-orders.ts';
import { refundThroughSimplePay, simplePayPrefix } from './simplepay-payments.ts';

export interface RefundDeps {
  /** The gateways that take payments (the providers app.ts builds from the configuration). */
  sandboxCard: Pick<PaymentGateway, 'refund'>;
  sandboxHosted: Pick<HostedPaymentGateway, 'refund'>;
  simplePay: SimplePayClient | undefined;
  log: FastifyBaseLogger;
}

/** A refund of (a part of) one online payment. */
export interface PaymentRefund {
  orderId: number;
  /** The order's method: which SimplePay merchant account took it. */
  payment: string;
  /** The payment's reference: which provider took it. */
  reference: string;
  amount: number;
  /** What was left of the payment before this refund. */
  left: number;
  /** A part (issue 30: the change it pays back), so its refund reference is its own; none: the rest of it. */
  part?: string;
}

/**
 * Pays (a part of) a payment back through the provider that took it (its reference says which); answers the
 * refund's reference. A provider that fails or refuses is an outage (503): the caller's transaction rolls back.
 */
export function createPaymentRefunds({ sandboxCard, sandboxHosted, simplePay, log }: RefundDeps) {
  return async function refundPayment(refund: PaymentRefund): Promise<string> {
    if (refund.reference.startsWith(simplePayPrefix)) {
      if (!simplePay) throw new AppError('SERVICE_UNAVAILABLE', 'SimplePay is not configured to refund this');
      return refundThroughSimplePay(simplePay, log, refund);
    }
    const paidWith = refund.reference.startsWith('hp_') ? sandboxHosted : sandboxCard;
    const { orderId, reference, amount, part } = refund;
    const result = await paidWith.refund({ orderId, reference, amount, part }).catch((error: unknown) => {
      log.error({ err: error, orderId }, 'payment gateway failed to refund');
      return { status: 'failed' as const };
    });
    if (result.status === 'failed') {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be refunded now; try again');
    }
    return result.reference;
  };
}

export type RefundPayment = ReturnType<typeof createPaymentRefunds>;

/**
 * Refunds an order's approved online payment, through the gateway that took it; answers the refund's reference. In
 * a refusal's transaction (`refusal`) it pays back what is left of every payment of the order (issue 30: a change may
 * have refunded a part already, or the guest paid an extra through a link) and voids the links not yet paid; without
 * one (a late payment of a given-up order, which nothing changed) the whole total. It needs nothing of the orders,
 * so it is built before the order module, whose refusals call it in their transaction (a refund's failure must
 * fail the refusal, visibly).
 */
export function createRefunds(deps: RefundDeps) {
  const refundPayment = createPaymentRefunds(deps);
  return async function refund(
    order: PayableOrder & { paymentReference: string; extraDue?: number },
    refusal?: { tx: Queryable; now: Date },
  ): Promise<string> {
    const whole = { orderId: order.id, payment: order.payment, reference: order.paymentReference };
    if (!refusal) return refundPayment({ ...whole, amount: toPay(order), left: toPay(order) });
    const { tx, now } = refusal;
    const moves = await adjustments.ofOrder(tx, order.id);
    for (const extra of moves.filter((move) => move.kind === 'EXTRA' && move.status === 'PENDING')) {
      await adjustments.moveExtra(tx, extra.id, 'PENDING', 'ABANDONED', now);
    }
    const payments = onlinePayments({ ...order, extraDue: order.extraDue ?? 0 }, moves);
    let reference: string | undefined;
    for (const payment of payments) {
      const [draw] = drawRefund([payment], payment.left);
      if (draw) reference = await refundPayment({ ...whole, ...draw, left: payment.left });
    }
    // Nothing was left (a change took the order to nothing): the last refund stands for them all.
    const last = moves.findLast((move) => move.kind === 'REFUND')?.reference;
    return reference ?? last ?? order.paymentReference;
  };
}

export type Refund = ReturnType<typeof createRefunds>;
