import { formatForint } from '@konyha/domain/common/money';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import type { Slip } from '@konyha/domain/printing/print-documents.schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import { AddressDetails } from '../shared/AddressDetails.tsx';
import { usePayWithText } from '../shared/PaymentText.tsx';
import styles from './PrintPage.module.css';

/** The bag slip: who and where, and what the courier collects (or that it is paid). */
export function SlipPaper({ slip }: { slip: Slip }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const payWith = usePayWithText()(slip.payWith, slip.change);
  const id = `slip-${slip.orderId}`;
  return (
    <article
      className={`${styles.paper} ${styles.slip}`}
      data-page="slip"
      aria-labelledby={`${id}-kind ${id}`}
      data-testid="print-slip"
    >
      <p id={`${id}-kind`} className={styles.kind}>
        {t('print.slipHeading')}
      </p>
      <h2 id={id} className={styles.number}>
        {t('print.orderNo', { id: slip.orderId })}
      </h2>
      <p className={styles.item}>{slip.name}</p>
      <p>{slip.phone}</p>
      <p className={styles.block}>
        <AddressDetails address={slip.address} />
      </p>
      <p>
        {t('orders.payment')}: {t(`payment.${slip.payment}`)}
      </p>
      {slip.paid ? (
        <p className={styles.item}>
          {isOnlinePayment(slip.payment) ? t('orders.paidOnline') : t('orders.paidAlready')}
        </p>
      ) : (
        <>
          <p className={styles.item}>
            {t('orders.collect', { amount: formatForint(slip.collect, language) })}
          </p>
          {payWith ? <p>{payWith}</p> : null}
        </>
      )}
    </article>
  );
}
