import { type PaymentMethod, paymentMethods } from '@konyha/domain/orders/order-states';
import { doorPayments } from '@konyha/domain/orders/payment-methods';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { paymentSettingsQuery } from '../../../lib/queries/payments.ts';

/** What the pay form offers (issue 27). */
export type OfferedPayments = {
  /** The methods to choose from, in the form's own order. */
  methods: readonly PaymentMethod[];
  /** The sandbox bank takes the online payments: no real money moves, and the guest is told so. */
  testMode: boolean;
  /**
   * The online card is typed here and sent encrypted (the sandbox bank reads it); otherwise it is typed on the
   * provider's page after the order is sent.
   */
  cardForm: boolean;
};

/** Before the settings answer, as the form was before issue 27: nothing vanishes from a form that was just drawn. */
const loading: OfferedPayments = { methods: paymentMethods, testMode: false, cardForm: true };
/** Without the settings, only what the courier takes at the door: an online method might not be taken now. */
const failed: OfferedPayments = { methods: doorPayments, testMode: false, cardForm: false };

/** The payment methods the restaurant takes now (GET /settings/payments), for the pay form. */
export function useOfferedPayments(): OfferedPayments {
  const { data, isError } = useQuery(paymentSettingsQuery);
  return useMemo(() => {
    if (!data) return isError ? failed : loading;
    return {
      methods: paymentMethods.filter((method) => data.methods.includes(method)),
      testMode: data.testMode,
      cardForm: data.testMode,
    };
  }, [data, isError]);
}
