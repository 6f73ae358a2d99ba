/**
 * Online payments on the provider's own page (issue 17, the SimplePay and Barion model): Konyha starts a payment,
 * the guest pays on the provider's page, and only the provider's signed notification settles the order. Zod-free
 * rules; the schemas are in hosted-payment.schemas.ts.
 */

/**
 * Where an order paid on the provider's page stands (the order's `paymentStatus`): REDIRECTED while the guest is on
 * the provider's page, PAID once the provider said so, REFUNDED when staff refused it later, ABANDONED when the
 * payment never went through (cancelled on the provider's page, refused there, or expired).
 */
export type HostedPaymentState = 'REDIRECTED' | 'PAID' | 'REFUNDED' | 'ABANDONED';

/** The order waits for the provider's word: its guest cannot cancel it meanwhile (they cancel on that page). */
export const awaitsHostedPayment = (order: { paymentStatus: string }): boolean =>
  order.paymentStatus === 'REDIRECTED';

/**
 * The order's online payment is not settled yet (issue 27): being charged (PENDING), at the card issuer's 3-D Secure
 * page (CHALLENGE) or at the provider's page (REDIRECTED). Staff may not move it and the guest may not cancel it
 * meanwhile; a timer gives it up when the guest never finishes.
 */
export const awaitsPayment = (order: { paymentStatus: string }): boolean =>
  order.paymentStatus === 'PENDING' || order.paymentStatus === 'CHALLENGE' || awaitsHostedPayment(order);

/**
 * What a genuine (signed) notification does to its order:
 * - `pay`: the payment went through for the order's total; the order is paid and counts from now on;
 * - `abandon`: the guest cancelled or the provider refused it; the order is cancelled;
 * - `repeated`: the order already is as the notification says (providers retry until answered); nothing changes;
 * - `late`: paid after the order was given up; it stays cancelled, and the money must go back;
 * - `conflict`: a notification that contradicts the order (another amount, a cancel after it was paid).
 */
export type NotificationOutcome = 'pay' | 'abandon' | 'repeated' | 'late' | 'conflict';

export function notificationOutcome(
  /** `tip`: the courier's tip, charged with the order (issue 34). */
  order: { paymentStatus: string; total: number; tip?: number },
  /** `amount` undefined: the notification names none (SimplePay's IPN); the provider charged what Konyha started. */
  notification: { status: 'SUCCESS' | 'CANCELLED' | 'FAILED'; amount?: number | undefined },
): NotificationOutcome {
  const paid = notification.status === 'SUCCESS';
  switch (order.paymentStatus) {
    case 'REDIRECTED':
      if (!paid) return 'abandon';
      return notification.amount === undefined || notification.amount === order.total + (order.tip ?? 0)
        ? 'pay'
        : 'conflict';
    case 'PAID':
    case 'REFUNDED':
      return paid ? 'repeated' : 'conflict';
    case 'ABANDONED':
      return paid ? 'late' : 'repeated';
    default:
      return 'conflict';
  }
}
