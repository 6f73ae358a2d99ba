import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type RefundRequest, type RefundResult, sandboxRefundReference } from './gateway.ts';

/** What Konyha tells the provider when it starts a payment (SimplePay's `start`, Barion's `Payment/Start`). */
export interface HostedPaymentStart {
  /** Konyha's own reference of the payment; every notification names it. */
  reference: string;
  /** Whole forints. */
  amount: number;
  language: string;
  /** Where the provider's page sends the guest back (with `?reference=`). */
  returnUrl: string;
  /** Where the provider posts its signed notifications. */
  callbackUrl: string;
}

/**
 * The second kind of payment gateway (issue 17): a payment provider's hosted page. Konyha never sees the card; the
 * provider's signed notification, not the guest's return, is what pays an order.
 */
export interface HostedPaymentGateway {
  /** Starts a payment; answers the provider's page for the guest. */
  start(request: HostedPaymentStart): Promise<{ url: string }>;
  /** The provider's page of a started payment again (the order's replay answers it). */
  pageUrl(reference: string): string;
  /** Whether `signature` is the provider's for exactly this raw body. */
  verify(rawBody: string, signature: string | undefined): boolean;
  /** Pays `amount` of a completed payment back; asked twice for a part, refunds once and answers the same reference. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** HMAC-SHA384 of the raw body with the shared secret, base64: SimplePay's `Signature` header. */
export const signBody = (secret: string, rawBody: string) =>
  createHmac('sha384', secret).update(rawBody).digest('base64');

/** Compares in constant time, so the answer's timing tells a forger nothing about the right signature. */
export function hasValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha384', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The sandbox provider's side of its page: the guest paid or cancelled there. */
export interface HostedSandbox {
  /**
   * Sends the provider's signed notification to `callbackUrl` as the provider would: a real HTTP request, so it
   * passes every check a real provider's notification passes. Answers whether Konyha took it.
   */
  complete(payment: {
    reference: string;
    amount: number;
    paid: boolean;
    callbackUrl: string;
  }): Promise<boolean>;
}

export interface SandboxHostedOptions {
  publicUrl: string;
  /** The secret the sandbox signs with and Konyha checks with (in production: the provider's merchant key). */
  secret: string;
  log: FastifyBaseLogger;
}

/**
 * The built-in sandbox of a SZÉP card provider: its page is served by Konyha (`/api/payment/hosted/:reference`),
 * paying there signs a notification and posts it to Konyha's callback URL over HTTP, then the guest is sent back.
 */
export function createSandboxHostedGateway({
  publicUrl,
  secret,
  log,
}: SandboxHostedOptions): HostedPaymentGateway & HostedSandbox {
  const pageUrl = (reference: string) => `${publicUrl}/api/payment/hosted/${reference}`;
  return {
    pageUrl,
    async start({ reference }) {
      return { url: pageUrl(reference) };
    },
    verify: (rawBody, signature) => hasValidSignature(secret, rawBody, signature),
    async refund(request) {
      if (!request.reference.startsWith('hp_')) return { status: 'failed' };
      return { status: 'refunded', reference: sandboxRefundReference('hp', request) };
    },
    async complete({ reference, amount, paid, callbackUrl }) {
      const body = JSON.stringify({
        reference,
        status: paid ? 'SUCCESS' : 'CANCELLED',
        amount,
        currency: 'HUF',
      });
      try {
        const answer = await fetch(callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', signature: signBody(secret, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!answer.ok)
          log.warn({ status: answer.status }, 'the sandbox provider’s notification was refused');
        return answer.ok;
      } catch (error) {
        // A real provider retries; the sandbox does not, so the order waits until it expires.
        log.warn({ err: error }, 'the sandbox provider could not reach the callback URL');
        return false;
      }
    },
  };
}
