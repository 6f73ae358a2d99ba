import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import { useQuery } from '@tanstack/react-query';
import { TestModeNotice } from '../../../components/TestModeNotice.tsx';
import { paymentSettingsQuery } from '../../../lib/queries/payments.ts';

/**
 * Paid online in test mode (issue 27): the sandbox bank took it, so the guest knows no real money moved. Loaded on
 * its own, to keep the page's first load within its budget; the settings are read only for an order paid online.
 */
export default function TestPaymentNotice({ payment }: { payment: string }) {
  const online = isOnlinePayment(payment);
  const payments = useQuery({ ...paymentSettingsQuery, enabled: online });
  return online && payments.data?.testMode ? <TestModeNotice /> : null;
}
