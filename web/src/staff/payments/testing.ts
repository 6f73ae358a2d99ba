import type { PaymentMethod } from '@konyha/domain/orders/order-states';
import type { PaymentSettings } from '@konyha/domain/payments/payment-settings.schemas';

/**
 * Payment settings on a real payment provider (issue 27) that takes online cards but not online SZÉP cards, with the
 * restaurant's choice of `methods`.
 */
export const providerPayments = (methods: PaymentMethod[]): PaymentSettings => ({
  methods,
  available: ['CASH', 'CREDIT_CARD', 'SZEP_CARD', 'CREDIT_CARD_ONLINE'],
  testMode: false,
  cardPaymentMinutes: 15,
  szepPaymentMinutes: 30,
});
