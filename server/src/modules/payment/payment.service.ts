import { type CardData, cardDataSchema } from '@konyha/domain/orders/card';
import type { EncryptedCard } from '@konyha/domain/orders/checkout.schemas';
import { isHostedPayment } from '@konyha/domain/orders/payment-methods';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, invalidField } from '../../errors.ts';
import { sandboxBankPage } from '../../templates/sandbox-bank.ts';
import { type CardKeys, decryptCard } from './card-crypto.ts';
import { createCardSessionService, spendCardSession } from './card-session.service.ts';
import type { PaymentGateway } from './gateway.ts';
import type { HostedPaymentGateway, HostedSandbox } from './hosted-gateway.ts';
import { createHostedPayments } from './hosted-payments.ts';

/** What a payment needs to know of an order. */
export interface PayableOrder {
  id: number;
  total: number;
  language: string;
  payment: string;
  paymentStatus: string;
}

/**
 * The orders' side of a payment, given by the order module: payment never imports it, so the two modules do not
 * import each other.
 */
export interface PayableOrders {
  findByPaymentReference(reference: string): Promise<PayableOrder | undefined>;
  /** The issuer asked the cardholder to confirm at the bank's page first. */
  awaitChallenge(orderId: number, reference: string): Promise<void>;
  /**
   * An approved payment: the order becomes paid and counts (staff told, mail queued), once. Answers whether it did
   * (false: the order was no longer `fromStatus`).
   */
  markPaid(
    orderId: number,
    reference: string,
    fromStatus: 'PENDING' | 'CHALLENGE' | 'REDIRECTED',
  ): Promise<boolean>;
  /** A declined or cancelled payment leaves no order behind. */
  remove(orderId: number): Promise<void>;
  /** The guest is sent to the provider's page: the order waits for its notification until `expiresAt`. */
  awaitHostedPayment(orderId: number, reference: string, expiresAt: Date): Promise<void>;
  /**
   * The provider says the payment did not go through: the order is cancelled and its guest told, once. Answers
   * whether it did (false: the order no longer waited).
   */
  abandon(orderId: number): Promise<boolean>;
  /** A fresh token of the order's status page, for the return from 3-D Secure. */
  statusToken(orderId: number): Promise<string>;
}

export interface PaymentDeps {
  database: Database;
  gateway: PaymentGateway;
  /** The payment provider's hosted page (online SZÉP card), and its sandbox in sandbox mode. */
  hostedGateway: HostedPaymentGateway;
  hostedSandbox: HostedSandbox | undefined;
  publicUrl: string;
  cardKeys: CardKeys;
  orders: PayableOrders;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * Online payments: cards (SPEC §7: card keys and sessions, reading the card, the gateway, 3-D Secure) and the
 * provider's hosted page (issue 17, `hosted`).
 */
export function createPaymentService({
  database,
  gateway,
  hostedGateway,
  hostedSandbox,
  publicUrl,
  cardKeys,
  orders,
  log,
  clock,
}: PaymentDeps) {
  const cardSessions = createCardSessionService({ database, cardKeys, clock });
  const hosted = createHostedPayments({
    gateway: hostedGateway,
    sandbox: hostedSandbox,
    orders,
    publicUrl,
    log,
    clock,
  });

  return {
    hosted,
    issueCardKey: () => cardSessions.issue(),
    challengeUrl: (reference: string) => gateway.challengeUrl(reference),

    /** Takes the payload's single-use session in the order's transaction: a payload pays for one order only. */
    spendCardSession: (tx: Queryable, encrypted: EncryptedCard, now: Date) =>
      spendCardSession(tx, encrypted.userId, now),

    /** The card of a payload, checked as the pay form checks it; errors name the card's field. */
    readCard(encrypted: EncryptedCard, now: Date): CardData {
      let plain: unknown;
      try {
        plain = decryptCard(cardKeys, encrypted);
      } catch {
        throw invalidField('encryptedCardData', 'The card data could not be decrypted');
      }
      const card = cardDataSchema(now).safeParse(plain);
      if (!card.success) {
        const issue = card.error.issues[0];
        throw invalidField(`card.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'invalid');
      }
      return card.data;
    },

    /** Charges a placed order; answers where the cardholder confirms it when the issuer asks for 3-D Secure. */
    async charge(order: { id: number; total: number }, card: CardData): Promise<{ url?: string }> {
      const result = await gateway
        .charge({ orderId: order.id, amount: order.total, card })
        .catch((error: unknown) => {
          log.error({ err: error, orderId: order.id }, 'payment gateway failed');
          return { status: 'declined' as const };
        });
      if (result.status === 'declined') {
        await orders.remove(order.id);
        throw new AppError('TRANSACTION_REJECTED', 'The card payment was declined');
      }
      if (result.status === 'challenge') {
        await orders.awaitChallenge(order.id, result.reference);
        return { url: result.url };
      }
      await orders.markPaid(order.id, result.reference, 'PENDING');
      return {};
    },

    /**
     * Refunds an order's approved online payment in full, through the gateway that took it (the card acquirer or
     * the hosted page's provider); answers the refund's reference. A gateway that fails or
     * refuses is an outage (503): the caller's transaction rolls back and staff may try again.
     */
    async refund(order: {
      id: number;
      total: number;
      payment: string;
      paymentReference: string;
    }): Promise<string> {
      const paidWith = isHostedPayment(order.payment) ? hostedGateway : gateway;
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
    },

    /** The sandbox bank's page for a payment waiting for its 3-D Secure answer; undefined for any other. */
    async challengePage(reference: string): Promise<string | undefined> {
      const order = await orders.findByPaymentReference(reference);
      return order?.paymentStatus === 'CHALLENGE' ? sandboxBankPage(order.total, order.language) : undefined;
    },

    /** The 3-D Secure answer of the sandbox bank page. */
    async completeChallenge(reference: string, approved: boolean) {
      const order = await orders.findByPaymentReference(reference);
      if (order?.paymentStatus !== 'CHALLENGE') return undefined;
      if (!approved) {
        await orders.remove(order.id);
        return { approved: false as const };
      }
      await orders.markPaid(order.id, reference, 'CHALLENGE');
      return { approved: true as const, statusToken: await orders.statusToken(order.id) };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
