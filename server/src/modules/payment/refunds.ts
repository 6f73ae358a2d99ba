import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import type { SimplePayClient } from '../simplepay/simplepay.service.ts';
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

/**
 * Refunds an order's approved online payment in full, through the gateway that took it (its reference says which);
 * answers the refund's reference. A gateway that fails or refuses is an outage (503): the caller's transaction
 * rolls back and staff may try again. It needs nothing of the orders, so it is built before the order module,
 * whose refusals call it in their transaction (a refund's failure must fail the refusal, visibly).
 */
export function createRefunds({ sandboxCard, sandboxHosted, simplePay, log }: RefundDeps) {
  return async function refund(order: PayableOrder & { paymentReference: string }): Promise<string> {
    if (order.paymentReference.startsWith(simplePayPrefix)) {
      if (!simplePay) throw new AppError('SERVICE_UNAVAILABLE', 'SimplePay is not configured to refund this');
      return refundThroughSimplePay(simplePay, log, order);
    }
    const paidWith = order.paymentReference.startsWith('hp_') ? sandboxHosted : sandboxCard;
    const result = await paidWith
      .refund({ orderId: order.id, reference: order.paymentReference, amount: order.total })
      .catch((error: unknown) => {
        log.error({ err: error, orderId: order.id }, 'payment gateway failed to refund');
        return { status: 'failed' as const };
      });
    if (result.status === 'failed') {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be refunded now; try again');
    }
    return result.reference;
  };
}

export type Refund = ReturnType<typeof createRefunds>;
