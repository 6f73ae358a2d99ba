import { toPay } from '@konyha/domain/orders/tip';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors.ts';
import {
  type SimplePayBack,
  type SimplePayClient,
  type SimplePayCurrency,
  SimplePayError,
} from '../simplepay/simplepay.service.ts';
import { awaitProviderPayment, type PayableOrder, type PaymentFlow } from './payment-orders.ts';
import type { PaymentRefund } from './refunds.ts';
import type { ProviderWord } from './settlement.ts';

/** Konyha's `orderRef` of a SimplePay payment starts so, then 128 random bits: as hard to guess as a status link. */
export const simplePayPrefix = 'sp_';

/** The merchant account of a method: SZÉP cards have their own (currency HUF_SZEP), bank cards HUF. */
export const currencyOf = (payment: string): SimplePayCurrency =>
  payment === 'SZEP_CARD_ONLINE' ? 'HUF_SZEP' : 'HUF';

/** SimplePay's word as Konyha takes it; AUTHORIZED, REFUND and REVERSED change nothing (one-step payments). */
function wordOf(status: string, total?: number): ProviderWord | undefined {
  if (status === 'FINISHED') return { status: 'SUCCESS', amount: total };
  if (status === 'NOTAUTHORIZED') return { status: 'FAILED' };
  if (status === 'CANCELLED' || status === 'TIMEOUT') return { status: 'CANCELLED' };
  return undefined;
}

const cartOutcome: Record<Exclude<SimplePayBack['event'], 'SUCCESS'>, string> = {
  FAIL: 'failed',
  CANCEL: 'cancelled',
  TIMEOUT: 'timeout',
};

/** How far back the daily check looks for payments in doubt. */
const doubtDays = 3;

/** SimplePay did not do `what` for the order: logged with its error codes, answered 503 so the caller may retry. */
export function simplePayUnavailable(log: FastifyBaseLogger, error: unknown, orderId: number, what: string) {
  const { kind, errorCodes } = error instanceof SimplePayError ? error : { kind: 'unknown', errorCodes: [] };
  log.error({ orderId, kind, errorCodes }, `SimplePay could not ${what}`);
  return new AppError('SERVICE_UNAVAILABLE', `The payment provider could not ${what} now; try again`);
}

/**
 * Pays (a part of) a payment back (SimplePay's refund takes any `total` up to what remains of it). A refund that
 * SimplePay made while Konyha's transaction did not commit (a retry) shows as less remaining: it answers as made.
 */
export async function refundThroughSimplePay(
  client: SimplePayClient,
  log: FastifyBaseLogger,
  refund: PaymentRefund,
): Promise<string> {
  const currency = currencyOf(refund.payment);
  try {
    const { refundTransactionId } = await client.refund({
      currency,
      orderRef: refund.reference,
      total: refund.amount,
    });
    return `sp_rf_${refundTransactionId}`;
  } catch (error) {
    const [done] = await client.query(currency, [refund.reference]).catch(() => []);
    if (done && done.remainingTotal === refund.left - refund.amount) {
      return `sp_rf_${done.transactionId}${refund.part ? `_${refund.part}` : ''}`;
    }
    throw simplePayUnavailable(log, error, refund.orderId, 'refund the payment');
  }
}

export interface SimplePayPaymentsDeps extends PaymentFlow {
  client: SimplePayClient;
}

/**
 * Starts a SimplePay payment of `total` for an order under Konyha's `reference`; answers SimplePay's page. Its page
 * times out when Konyha gives the payment up (`timeout`).
 */
export async function startSimplePay(
  { client, publicUrl }: Pick<SimplePayPaymentsDeps, 'client' | 'publicUrl'>,
  order: PayableOrder,
  { reference, total, timeout }: { reference: string; total: number; timeout: Date },
): Promise<string> {
  const { paymentUrl } = await client.start({
    orderRef: reference,
    currency: currencyOf(order.payment),
    total,
    customerEmail: order.email,
    language: order.language === 'en' ? 'en' : 'hu',
    timeout,
    backUrl: `${publicUrl}/api/payment/simplepay/back`,
    invoice: {
      name: order.name,
      city: order.city,
      zip: order.zipCode,
      address: order.street,
      phone: order.phone,
    },
  });
  return paymentUrl;
}

/**
 * Card and SZÉP card payments through OTP SimplePay (issue 27): Konyha starts a payment and sends the guest to
 * SimplePay's page, where the card is typed (it never reaches Konyha: PCI DSS SAQ A); only SimplePay's signed IPN, or
 * its answer to the daily query, marks an order paid; every refund goes back through it.
 */
export function createSimplePayPayments(flow: SimplePayPaymentsDeps) {
  const { client, orders, settle, log } = flow;
  const unavailable = (error: unknown, orderId: number, what: string) =>
    simplePayUnavailable(log, error, orderId, what);

  return {
    /** Starts the payment of a placed order; a provider that cannot start it leaves no order behind (503). */
    async start(order: PayableOrder): Promise<{ url: string }> {
      const { reference, timeout } = await awaitProviderPayment(flow, order, simplePayPrefix);
      try {
        const paymentUrl = await startSimplePay(flow, order, { reference, total: toPay(order), timeout });
        await orders.rememberPage(order.id, paymentUrl);
        return { url: paymentUrl };
      } catch (error) {
        await orders.remove(order.id);
        throw unavailable(error, order.id, 'start the payment');
      }
    },

    /** The IPN: its signature first (nothing is read before), then its order; answers SimplePay's receipt. */
    async notify(rawBody: string, signature: string | undefined) {
      const ipn = client.readIpn(rawBody, signature);
      if (!ipn)
        throw new AppError('INVALID_SIGNATURE', 'The notification does not carry SimplePay’s signature');
      const order = await orders.findByPaymentReference(ipn.orderRef);
      if (!order) throw notFound('Payment');
      if (currencyOf(order.payment) !== ipn.currency) {
        log.warn({ orderId: order.id }, 'a SimplePay IPN came from the other merchant account');
        throw new AppError('CONFLICT', 'The notification is not of this payment’s merchant', 'merchant');
      }
      const word = wordOf(ipn.status, ipn.total);
      if (word) await settle(ipn.orderRef, word);
      return client.ipnReceipt(rawBody, ipn.currency);
    },

    /**
     * Where the returning guest goes. The way back is signed, but only decides the page: a payment that did not go
     * through gives the order up at once (the IPN may follow and changes nothing then); a success waits for the IPN.
     */
    async backPath(r: string, s: string): Promise<string> {
      const back = client.readBack(r, s);
      const order = back && (await orders.findByPaymentReference(back.orderRef));
      if (!back || !order) return '/';
      // An extra a change asked for (issue 30) that the guest did not pay: the courier collects it at the door.
      if (order.extra && back.event !== 'SUCCESS') await settle(back.orderRef, { status: 'CANCELLED' });
      if (back.event === 'SUCCESS' || order.extra) {
        // In the fragment: browsers keep it through the redirect, and it never reaches a log or a Referer header.
        return `/pay/card-payment/successful#status=${await orders.statusToken(order.id)}`;
      }
      await orders.abandon(order.id);
      return `/cart?payment=${cartOutcome[back.event]}`;
    },

    /**
     * The daily check: asks SimplePay about payments still in doubt (an IPN that never arrived) and settles each
     * as its IPN would have; one still in progress is asked again the next day.
     */
    async reconcile(now: Date) {
      const since = new Date(now.getTime() - doubtDays * 24 * 3600_000);
      const doubtful = await orders.inDoubt(since, simplePayPrefix);
      for (const currency of ['HUF', 'HUF_SZEP'] as const) {
        const mine = doubtful.filter(
          (order) => currencyOf(order.payment) === currency && order.paymentReference,
        );
        if (mine.length === 0 || !client.has(currency)) continue;
        const answers = await client.query(
          currency,
          mine.map((order) => order.paymentReference ?? ''),
        );
        for (const order of mine) {
          const answer = answers.find((transaction) => transaction.orderRef === order.paymentReference);
          if (answer && (answer.status === 'INIT' || answer.status === 'INPAYMENT')) continue;
          const word = answer && wordOf(answer.status, answer.total);
          try {
            if (word && order.paymentReference) await settle(order.paymentReference, word);
            await orders.checked(order.id);
          } catch (error) {
            // Asked again tomorrow (still unchecked); the others are settled meanwhile.
            log.error({ err: error, orderId: order.id }, 'a payment in doubt could not be settled');
          }
        }
      }
    },
  };
}

export type SimplePayPayments = ReturnType<typeof createSimplePayPayments>;
