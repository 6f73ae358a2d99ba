import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { todayOrdersQuery } from '../shared/api/orders.ts';
import { CourierCard } from './CourierCard.tsx';
import styles from './courier.module.css';

/**
 * /dashboard/courier (issue 16): the orders on their way, phone first, for whoever delivers (any staff role). It
 * reads today's list the monitor reads, which the live channel keeps current; a delivered order leaves it.
 */
export function CourierScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('courier.title'));
  const query = useQuery(todayOrdersQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  const orders = (query.data ?? []).filter((order) => order.state === 'DELIVERING');
  return (
    <section aria-labelledby="courier-title" aria-busy={query.isPending} className={styles.screen}>
      <h1 id="courier-title" ref={heading} tabIndex={-1}>
        {t('courier.title')}
      </h1>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>{t('courier.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              {/* The card leaves with its order: focus goes to the heading, not lost at the page's top. */}
              <CourierCard order={order} onDelivered={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
