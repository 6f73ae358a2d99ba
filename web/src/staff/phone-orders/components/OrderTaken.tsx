import type { Order } from '@konyha/domain/orders/order.schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../phoneOrders.module.css';

/** The order just taken: its number and the way to it on the order list; the focus comes here to hear it. */
export function OrderTaken({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.taken}>
      <p>{t('phoneOrder.taken', { id: order.id })}</p>
      <Link to={`/dashboard/current-orders#order-${order.id}`}>
        {t('phoneOrder.showOrder', { id: order.id })}
      </Link>
    </div>
  );
}
