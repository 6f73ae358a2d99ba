import { type CardData, cardDataSchema } from '@konyha/domain/orders/card';
import type { EncryptedCard } from '@konyha/domain/orders/checkout.schemas';
import type { PaymentMethod } from '@konyha/domain/orders/order-states';
import type { PaymentProvider } from '@konyha/domain/payments/payment-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { invalidField } from '../../errors.ts';
import type { Timers } from '../../platform/timers/timers.service.ts';
import type { PaymentSettingsService } from '../payment-settings/payment-settings.service.ts';
import type { SimplePayClient } from '../simplepay/simplepay.service.ts';
import { type CardKeys, decryptCard } from './card-crypto.ts';
import { createCardSessionService, spendCardSession } from './card-session.service.ts';
import { createChangedOrders } from './changed-orders.ts';
import { createExtraPayments } from './extra-payments.ts';
import type { PaymentGateway } from './gateway.ts';
import type { HostedPaymentGateway, HostedSandbox } from './hosted-gateway.ts';
import { createHostedPayments } from './hosted-payments.ts';
import type { PayableOrder, PayableOrders, PaymentFlow } from './payment-orders.ts';
import { createPaymentReconcile } from './payment-reconcile.ts';
import { createPaymentRefunds, type Refund } from './refunds.ts';
import { createSandboxCards } from './sandbox-cards.ts';
import { createSettlement } from './settlement.ts';
import { createSimplePayPayments } from './simplepay-payments.ts';

export { createMoneyMoves, type MoneyMoves, type MovedMoney } from './money-moves.ts';
export type { PayableOrder, PayableOrders } from './payment-orders.ts';
export { createRefunds, type Refund } from './refunds.ts';

/** Who takes the online payments, built from the configuration (app.ts). */
export interface PaymentProviders {
  provider: PaymentProvider;
  /** The sandbox bank's card gateway and SZÉP page: they take payments in sandbox mode and refund their own. */
  sandboxCard: PaymentGateway;
  sandboxHosted: HostedPaymentGateway & HostedSandbox;
  /** OTP SimplePay, when PAYMENT_PROVIDER=simplepay. */
  simplePay: SimplePayClient | undefined;
}

export interface PaymentDeps {
  database: Database;
  providers: PaymentProviders;
  publicUrl: string;
  cardKeys: CardKeys;
  orders: PayableOrders;
  /** Built before the order module (which refunds with it) from the same providers. */
  refund: Refund;
  paymentSettings: Pick<PaymentSettingsService, 'expiresAt'>;
  timers: Pick<Timers, 'register' | 'ensure' | 'scheduleNext'>;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** The online methods a provider can take: the sandbox both, SimplePay those it has an account for, `off` none. */
export function onlineMethodsOf(
  providers: Pick<PaymentProviders, 'provider' | 'simplePay'>,
): PaymentMethod[] {
  if (providers.provider === 'sandbox') return ['CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'];
  const client = providers.simplePay;
  if (providers.provider === 'off' || !client) return [];
  return [
    ...(client.has('HUF') ? (['CREDIT_CARD_ONLINE'] as const) : []),
    ...(client.has('HUF_SZEP') ? (['SZEP_CARD_ONLINE'] as const) : []),
  ];
}

/**
 * Online payments (issue 27): the sandbox bank (SPEC §7's encrypted card and 3-D Secure; the sandbox SZÉP page) for
 * trying Konyha out, or OTP SimplePay for real money; refunds through whichever took the payment; the daily check of
 * payments in doubt.
 */
export function createPaymentService(deps: PaymentDeps) {
  const { database, providers, publicUrl, cardKeys, orders, paymentSettings, log, clock } = deps;
  const cardSessions = createCardSessionService({ database, cardKeys, clock });
  const expiresAt = (payment: string, startedAt: Date) => paymentSettings.expiresAt(payment, startedAt);
  const { refund } = deps;
  const refundPayment = createPaymentRefunds({ ...providers, log });
  const extras = createExtraPayments({ ...providers, ...deps, refundPayment });
  const settle = createSettlement({ orders, refund, log, extras });
  // The providers' pages and notifications find an extra a change asked for (issue 30) as its order's payment.
  const payable: PayableOrders = { ...orders, findByPaymentReference: extras.findPayment };
  const flow: PaymentFlow = { orders: payable, settle, publicUrl, expiresAt, log, clock };
  const hosted = createHostedPayments({
    ...flow,
    gateway: providers.sandboxHosted,
    sandbox: providers.sandboxHosted,
  });
  const simplePay = providers.simplePay && createSimplePayPayments({ ...flow, client: providers.simplePay });
  const cards = createSandboxCards({ ...flow, gateway: providers.sandboxCard });
  const reconcile = createPaymentReconcile({ timers: deps.timers, simplePay, log });

  return {
    hosted,
    simplePay,
    issueCardKey: () => cardSessions.issue(),
    challengePage: cards.challengePage,
    completeChallenge: cards.completeChallenge,
    /** The money of an order paid online that staff changed (issue 30), in the change's transaction. */
    settleChange: createChangedOrders({ orders, extras, refundPayment }),
    /** Schedules the daily check of payments in doubt (SimplePay only), once across instances. */
    start: () => reconcile.start(clock()),

    /** Konyha reads the card itself only for the sandbox bank; a real provider's page takes it. */
    needsCard: (payment: string) => providers.provider === 'sandbox' && payment === 'CREDIT_CARD_ONLINE',

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

    /**
     * Pays a placed online order: the sandbox bank charges the card read from the pay form (maybe asking for 3-D
     * Secure), the sandbox SZÉP page or SimplePay's page takes the rest. Answers where the guest goes on to pay.
     */
    async pay(order: PayableOrder, card: CardData | undefined): Promise<{ url?: string }> {
      if (simplePay) return simplePay.start(order);
      if (order.payment === 'SZEP_CARD_ONLINE') return hosted.start(order);
      if (card) return cards.charge(order, card);
      return {};
    },

    /**
     * Starts the payment of an order whose page is mailed to the guest (staff took it by phone, issue 30): SimplePay's
     * page, else the sandbox provider's hosted page for a card as for a SZÉP card (no pay form reads a card here).
     */
    startLink: (order: PayableOrder): Promise<{ url: string }> =>
      simplePay ? simplePay.start(order) : hosted.start(order),

    /** Where the guest still has to go to pay, for a replayed order answer. */
    pendingPage({ paymentStatus, paymentReference, paymentUrl }: PayableOrder): { url?: string } {
      if (!paymentReference) return {};
      if (paymentStatus === 'CHALLENGE') return { url: providers.sandboxCard.challengeUrl(paymentReference) };
      if (paymentStatus !== 'REDIRECTED') return {};
      return { url: paymentUrl ?? hosted.pageUrl(paymentReference) };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
