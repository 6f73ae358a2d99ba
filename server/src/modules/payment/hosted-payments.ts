import { awaitsHostedPayment } from '@konyha/domain/orders/hosted-payment';
import {
  type HostedNotification,
  type HostedNotificationAnswer,
  hostedNotificationSchema,
} from '@konyha/domain/orders/hosted-payment.schemas';
import { toPay } from '@konyha/domain/orders/tip';
import { AppError, invalidField } from '../../errors.ts';
import { sandboxSzepPage } from '../../templates/sandbox-szep.ts';
import type { HostedPaymentGateway, HostedSandbox } from './hosted-gateway.ts';
import { awaitProviderPayment, type PayableOrder, type PaymentFlow } from './payment-orders.ts';

/** Konyha's reference of a payment on the sandbox provider's hosted page starts so. */
export const hostedPrefix = 'hp_';

/** Where the provider posts its notifications and sends the guest back to, of every payment on its page. */
export const hostedUrls = (publicUrl: string) => ({
  callbackUrl: `${publicUrl}/api/payment/hosted/callback`,
  returnUrl: (reference: string) => `${publicUrl}/api/payment/hosted/return?reference=${reference}`,
});

export interface HostedPaymentDeps extends PaymentFlow {
  gateway: HostedPaymentGateway;
  /** The sandbox provider, in sandbox mode: its page is served by Konyha. */
  sandbox: HostedSandbox | undefined;
}

function parseNotification(rawBody: string): HostedNotification {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw invalidField('body', 'invalidJson');
  }
  const parsed = hostedNotificationSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField(issue?.path.join('.') || 'body', issue?.message ?? 'invalid');
  }
  return parsed.data;
}

/**
 * Online SZÉP card on the sandbox provider's hosted page (issue 17): start a payment and send the guest there; settle
 * the order on the provider's signed notification only; bring the guest back. The expiry is the order module's
 * timer, set when the payment starts (the payment settings' minutes).
 */
export function createHostedPayments(flow: HostedPaymentDeps) {
  const { gateway, sandbox, orders, settle, publicUrl, log } = flow;
  const { callbackUrl, returnUrl } = hostedUrls(publicUrl);

  async function waiting(reference: string) {
    const order = await orders.findByPaymentReference(reference);
    return order && awaitsHostedPayment(order) ? order : undefined;
  }

  return {
    /** The provider's page of a payment started earlier (an idempotent replay of the order answers it). */
    pageUrl: (reference: string) => gateway.pageUrl(reference),

    /**
     * Starts the payment of a placed order; answers the provider's page. The order waits for the notification from
     * now on (its expiry timer runs); a provider that cannot start it leaves no order behind (503).
     */
    async start(order: PayableOrder): Promise<{ url: string }> {
      const { reference } = await awaitProviderPayment(flow, order, hostedPrefix);
      const started = await gateway
        .start({
          reference,
          amount: toPay(order),
          language: order.language,
          returnUrl: returnUrl(reference),
          callbackUrl,
        })
        .catch((error: unknown) => {
          log.error({ err: error, orderId: order.id }, 'the payment provider could not start a payment');
          return undefined;
        });
      if (!started) {
        await orders.remove(order.id);
        throw new AppError('SERVICE_UNAVAILABLE', 'The SZÉP card payment could not be started; try again');
      }
      return started;
    },

    /** The provider's notification: its signature first (nothing is read before), then what it does. */
    async notify(rawBody: string, signature: string | undefined): Promise<HostedNotificationAnswer> {
      if (!gateway.verify(rawBody, signature)) {
        throw new AppError('INVALID_SIGNATURE', 'The notification does not carry the provider’s signature');
      }
      const { reference, status, amount } = parseNotification(rawBody);
      return settle(reference, { status, amount });
    },

    /**
     * Where the returning guest goes: the order's page (through the success page, which empties the cart) when it is
     * paid or still waiting for the notification, the cart when the payment did not go through. The return itself
     * proves nothing and changes nothing.
     */
    async returnPath(reference: string): Promise<string> {
      const order = await orders.findByPaymentReference(reference);
      // By the reference: a card's payment mailed to a guest by phone (issue 30) is paid on this page too.
      if (!order || !reference.startsWith(hostedPrefix)) return '/';
      // An extra a change asked for (issue 30) not paid here is collected at the door: the order stands.
      if (order.paymentStatus === 'ABANDONED' && !order.extra) return '/cart?payment=rejected';
      // In the fragment: browsers keep it through the redirect, and it never reaches a log or a Referer header.
      return `/pay/card-payment/successful#status=${await orders.statusToken(order.id)}`;
    },

    /** The sandbox provider's page of a payment still waiting; undefined otherwise (the guest is sent back). */
    async sandboxPage(reference: string): Promise<string | undefined> {
      const order = sandbox && (await waiting(reference));
      return order ? sandboxSzepPage(toPay(order), order.language, order.payment) : undefined;
    },

    /** The guest paid or cancelled on the sandbox page: the sandbox notifies Konyha, then sends the guest back. */
    async sandboxDecide(reference: string, paid: boolean): Promise<string> {
      const order = sandbox && (await waiting(reference));
      if (sandbox && order) await sandbox.complete({ reference, amount: toPay(order), paid, callbackUrl });
      return returnUrl(reference);
    },

    returnUrl,
  };
}

export type HostedPayments = ReturnType<typeof createHostedPayments>;
