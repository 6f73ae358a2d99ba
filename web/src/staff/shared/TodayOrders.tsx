import type { Order } from '@konyha/domain/orders/order.schemas';
import type { OrderState } from '@konyha/domain/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { todayOrdersQuery } from './api/orders.ts';
import styles from './TodayOrders.module.css';

export interface TodayOrdersProps {
  states: readonly OrderState[];
  /** The screen's heading: its id names the section; a ref and tabIndex let a screen move the focus there. */
  heading: ComponentProps<'h1'> & { id: string };
  /** Said when no order of today is in these states. */
  empty: string;
  className?: string | undefined;
  /** Narrower cards, closer together: the courier's phone. */
  narrow?: boolean;
  children: (order: Order) => ReactNode;
}

/**
 * Today's orders in the given states, each as `children` shows it. Every such list reads the one cached list the
 * live channel keeps current, so a changed order leaves one and shows in another as soon as the cache holds its new
 * state.
 */
export function TodayOrders({ states, heading, empty, className, narrow, children }: TodayOrdersProps) {
  const { t } = useTranslation('staff');
  const query = useQuery(todayOrdersQuery);
  const orders = (query.data ?? []).filter((order) => states.includes(order.state));
  return (
    <section aria-labelledby={heading.id} aria-busy={query.isPending} className={className}>
      <h1 {...heading} />
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={narrow ? `${styles.list} ${styles.narrow}` : styles.list}>
          {orders.map((order) => (
            <li key={order.id}>{children(order)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
