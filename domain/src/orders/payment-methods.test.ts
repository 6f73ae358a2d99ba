import { describe, expect, it } from 'vitest';
import { paymentMethods } from './order-states.ts';
import { isDoorPayment, isHostedPayment, isOnlinePayment } from './payment-methods.ts';

describe('how a payment method is paid', () => {
  it('takes cash, a bank card and a SZÉP card at the door, and each online method online', () => {
    expect(paymentMethods.filter(isDoorPayment)).toEqual(['CASH', 'CREDIT_CARD', 'SZEP_CARD']);
    expect(paymentMethods.filter(isOnlinePayment)).toEqual(['CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE']);
  });

  it('sends only the online SZÉP card to the provider’s hosted page', () => {
    expect(paymentMethods.filter(isHostedPayment)).toEqual(['SZEP_CARD_ONLINE']);
  });
});
