import type { CardData } from '@konyha/domain/orders/card';
import { toPay } from '@konyha/domain/orders/tip';
import { AppError } from '../../errors.ts';
import { sandboxBankPage } from '../../templates/sandbox-bank.ts';
import type { PaymentGateway } from './gateway.ts';
import type { PayableOrder, PaymentFlow } from './payment-orders.ts';

export interface SandboxCardsDeps extends Omit<PaymentFlow, 'settle' | 'publicUrl'> {
  gateway: PaymentGateway;
}

/**
 * The sandbox bank's card payments (SPEC §7): the card read from the pay form is charged at once, or its holder
 * confirms at the bank's 3-D Secure page first. A payment waiting there holds nothing for good: it is given up when
 * the card's minutes are over (the payment settings), and approving and cancelling at once leave one outcome.
 */
export function createSandboxCards({ gateway, orders, expiresAt, log, clock }: SandboxCardsDeps) {
  return {
    /** Charges a placed order; answers where the cardholder confirms it when the issuer asks for 3-D Secure. */
    async charge(order: PayableOrder, card: CardData): Promise<{ url?: string }> {
      const result = await gateway
        .charge({ orderId: order.id, amount: toPay(order), card })
        .catch((error: unknown) => {
          log.error({ err: error, orderId: order.id }, 'payment gateway failed');
          return { status: 'declined' as const };
        });
      if (result.status === 'declined') {
        await orders.remove(order.id);
        throw new AppError('TRANSACTION_REJECTED', 'The card payment was declined');
      }
      if (result.status === 'challenge') {
        await orders.awaitChallenge(order.id, result.reference, await expiresAt(order.payment, clock()));
        return { url: result.url };
      }
      await orders.markPaid(order.id, result.reference, 'PENDING');
      return {};
    },

    /** The sandbox bank's page for a payment waiting for its 3-D Secure answer; undefined for any other. */
    async challengePage(reference: string): Promise<string | undefined> {
      const order = await orders.findByPaymentReference(reference);
      return order?.paymentStatus === 'CHALLENGE' ? sandboxBankPage(toPay(order), order.language) : undefined;
    },

    /**
     * The 3-D Secure answer of the sandbox bank page. Approve and cancel are each conditional on the payment still
     * waiting, so of two at once exactly one counts; the answer says how the payment really ended (undefined: no
     * such payment).
     */
    async completeChallenge(reference: string, approved: boolean) {
      const order = await orders.findByPaymentReference(reference);
      if (!order) return undefined;
      if (order.paymentStatus === 'CHALLENGE') {
        if (approved) await orders.markPaid(order.id, reference, 'CHALLENGE');
        else await orders.abandon(order.id);
      }
      // A second press (a double click, the other button at once) lands where the payment really ended.
      const now = await orders.findByPaymentReference(reference);
      if (now?.paymentStatus !== 'PAID') return { approved: false as const };
      return { approved: true as const, statusToken: await orders.statusToken(order.id) };
    },
  };
}
