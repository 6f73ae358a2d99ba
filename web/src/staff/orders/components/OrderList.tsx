import type { OrderState } from '@konyha/domain/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import { todayOrdersQuery } from '../../shared/api/orders.ts';
import { OrderCard } from './OrderCard.tsx';
import styles from './OrderList.module.css';

/**
 * The orders of today's list in the given states. Current and done read the same cached list, so a changed order
 * leaves one and shows in the other as soon as the cache holds its new state.
 */
export function OrderList({ title, states }: { title: string; states: readonly OrderState[] }) {
  const { t } = useTranslation('staff');
  const query = useQuery(todayOrdersQuery);
  const orders = (query.data ?? []).filter((order) => states.includes(order.state));
  return (
    <section aria-labelledby="orders-title" aria-busy={query.isPending}>
      <h1 id="orders-title" className={styles.title}>
        {title}
      </h1>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>{t('noData')}</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
