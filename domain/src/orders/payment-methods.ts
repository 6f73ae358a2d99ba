/**
 * How each payment method is paid (issues 3, 16, 17). Zod-free: the pay form, the courier screen and the server use
 * it.
 */

/** Paid to the courier at the door: the courier screen's "Paid" button and the slip's amount to collect. */
export const doorPayments = ['CASH', 'CREDIT_CARD', 'SZEP_CARD'] as const;

export const isDoorPayment = (payment: string): boolean =>
  (doorPayments as readonly string[]).includes(payment);

/** Paid online before the order counts: staff see it, and the guest gets its mail, only once it is paid. */
export const isOnlinePayment = (payment: string): boolean =>
  payment === 'CREDIT_CARD_ONLINE' || payment === 'SZEP_CARD_ONLINE';

/** Paid on the payment provider's own page (a hosted payment page): the order's answer sends the guest there. */
export const isHostedPayment = (payment: string): boolean => payment === 'SZEP_CARD_ONLINE';
