import type { Order } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import page from '../../../components/page.module.css';
import styles from './InvoiceDetails.module.css';

/** "Invoice" on an order whose guest asked for a company invoice (issue 17); screen readers hear the company too. */
export function InvoiceBadge({ order }: { order: Pick<Order, 'invoice'> }) {
  const { t } = useTranslation('staff');
  if (!order.invoice) return null;
  return (
    <span className={`${page.pill} ${styles.badge}`}>
      {t('invoice.badge')}
      <span className="visually-hidden">: {order.invoice.companyName}</span>
    </span>
  );
}

/** The company the invoice is made out to: name, tax number and billing address, as a term of the order's facts. */
export function InvoiceFacts({ invoice }: { invoice: Order['invoice'] }) {
  const { t } = useTranslation('staff');
  if (!invoice) return null;
  const { zipCode, city, street } = invoice.billingAddress;
  return (
    <>
      <dt>{t('invoice.details')}</dt>
      <dd className={styles.details}>
        <span>{invoice.companyName}</span>
        <span>{t('invoice.taxNumber', { value: invoice.taxNumber })}</span>
        <span>{`${zipCode} ${city}, ${street}`}</span>
      </dd>
    </>
  );
}
