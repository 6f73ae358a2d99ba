import type { Order } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { useOverdue } from '../../shared/alertClock.ts';
import { localDateTime } from '../../shared/dates.ts';
import styles from './OrderCard.module.css';

/** Overdue in red; the promised ready time; a refused order's reason and note. */
export function OrderAlertNotes({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const overdue = useOverdue(order);
  return (
    <>
      {overdue ? <strong className={styles.overdue}>{t('orders.overdue')}</strong> : null}
      {order.promisedAt ? (
        <span className={styles.note}>
          {t('orders.promisedAt')}: {localDateTime(order.promisedAt)}
        </span>
      ) : null}
      {order.rejectionReason ? (
        <span className={styles.note}>
          {t('orders.reason')}: {t(`reasons.${order.rejectionReason}`)}
          {order.rejectionNote ? ` – ${order.rejectionNote}` : ''}
        </span>
      ) : null}
    </>
  );
}
