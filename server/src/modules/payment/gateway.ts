import { createHash, randomBytes } from 'node:crypto';
import type { CardData } from '@konyha/domain/orders/card';

export type ChargeResult =
  | { status: 'approved'; reference: string }
  | { status: 'declined' }
  /** The issuer wants the cardholder to confirm (3-D Secure) at `url` first. */
  | { status: 'challenge'; reference: string; url: string };

export interface ChargeRequest {
  orderId: number;
  amount: number;
  card: CardData;
}

export interface RefundRequest {
  orderId: number;
  /** The approved payment's reference. */
  reference: string;
  amount: number;
  /** A part of the payment (issue 30: a change's difference) with a refund of its own; none: all that is left. */
  part?: string | undefined;
}

/** A sandbox refund's reference: the same for the same payment and part, so a retry answers the refund made. */
export const sandboxRefundReference = (prefix: string, { reference, part }: RefundRequest) =>
  `${prefix}_rf_${createHash('sha256')
    .update(part ? `${reference}:${part}` : reference)
    .digest('hex')
    .slice(0, 32)}`;

export type RefundResult = { status: 'refunded'; reference: string } | { status: 'failed' };

/** What the shop needs from a card acquirer; a real acquirer's adapter implements the same. */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Pays `amount` of an approved payment back. Asking twice for the same payment and part refunds it once and answers
   * the same refund reference (an order's refund is retried when its transaction did not commit).
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Where the cardholder confirms a challenged payment (the same address every time it is asked). */
  challengeUrl(reference: string): string;
}

/** Test cards of the built-in sandbox (DESIGN §5). */
export const sandboxCards = { declined: '4000000000000002', challenge: '4000000000003220' } as const;

/**
 * The built-in sandbox: approves valid cards, declines 4000 0000 0000 0002 and asks 4000 0000 0000 3220 to pass a
 * local 3-D Secure page (served by the payment routes) that returns the guest to the shop.
 */
export function createSandboxGateway(publicUrl: string): PaymentGateway {
  const challengeUrl = (reference: string) => `${publicUrl}/api/payment/sandbox/3ds/${reference}`;
  return {
    challengeUrl,
    async charge({ card }) {
      const reference = `sbx_${randomBytes(16).toString('hex')}`;
      if (card.cardNumber === sandboxCards.declined) return { status: 'declined' };
      if (card.cardNumber === sandboxCards.challenge) {
        return { status: 'challenge', reference, url: challengeUrl(reference) };
      }
      return { status: 'approved', reference };
    },
    async refund(request) {
      if (!request.reference.startsWith('sbx_')) return { status: 'failed' };
      return { status: 'refunded', reference: sandboxRefundReference('sbx', request) };
    },
  };
}
