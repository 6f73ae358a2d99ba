import type { OrderState } from '@konyha/domain/orders/order-states';
import { useTranslation } from 'react-i18next';
import { TodayOrders } from '../../shared/TodayOrders.tsx';
import { OrderCard } from './OrderCard.tsx';
import styles from './OrderList.module.css';

/** The orders of today's list in the given states (current and done orders), each with its decisions and controls. */
export function OrderList({ title, states }: { title: string; states: readonly OrderState[] }) {
  const { t } = useTranslation('staff');
  return (
    <TodayOrders
      states={states}
      heading={{ id: 'orders-title', className: styles.title, children: title }}
      empty={t('noData')}
    >
      {(order) => <OrderCard order={order} />}
    </TodayOrders>
  );
}
