import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { givenAddressDetails } from '../../../lib/addressDetails.ts';
import type { OrderStatus } from '../api/orderStatus.ts';
import { dayAndTime } from '../format.ts';
import styles from '../OrderStatusPage.module.css';
import { InvoiceDownload } from './InvoiceDownload.tsx';

const paymentState = (order: OrderStatus) => {
  if (order.refunded) return 'refunded';
  return order.payed ? 'paid' : order.awaitingPayment ? 'paymentPending' : 'notPaid';
};

/**
 * Where and how: the pre-order slot, the guest's details (masked by the server), the address with the floor, door,
 * doorbell and courier's note given, the payment, the company of an invoice asked for, and the invoice or receipt
 * itself once issued (issue 34), fetched with the page's token.
 */
export function OrderFacts({ order, token }: { order: OrderStatus; token: string }) {
  const { t } = useFeatureTranslation('orderStatus');
  const language = useLanguage();
  const { zipCode, city, street } = order.address;
  const facts: [string, string][] = [
    [t('orderedAt'), dayAndTime(order.orderDate, language)],
    ...(order.preOrderDate
      ? [[t('preOrderSlot'), dayAndTime(order.preOrderDate, language)] as [string, string]]
      : []),
    [t('name'), order.name],
    [t('address'), `${zipCode} ${city}, ${street}`],
    ...givenAddressDetails(order.address).map(
      ([key, value]) => [t(`addressDetails.${key}`), value] as [string, string],
    ),
    [t('email'), order.email],
    [t('phone'), order.phone],
    [t('payment'), `${t(`payments.${order.payment}`)} · ${t(paymentState(order))}`],
    ...(order.invoice ? [[t('invoice'), order.invoice.companyName] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="details-heading" className={styles.card}>
      <h2 id="details-heading">{t('details')}</h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <InvoiceDownload orderId={order.number} document={order.invoiceDocument} token={token} />
    </section>
  );
}
