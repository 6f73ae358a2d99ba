import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { TodayOrders } from '../shared/TodayOrders.tsx';
import { CourierCard } from './CourierCard.tsx';
import styles from './courier.module.css';

/**
 * /dashboard/courier (issue 16): the orders on their way, phone first, for whoever delivers (any staff role), and
 * (issue 33) the READY ones waiting for pick-up, which the courier takes on with one tap. It reads today's list the
 * monitor reads, which the live channel keeps current; a delivered order leaves it.
 */
export function CourierScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('courier.title'));
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <TodayOrders
      states={['READY', 'DELIVERING']}
      heading={{ id: 'courier-title', ref: heading, tabIndex: -1, children: t('courier.title') }}
      empty={t('courier.empty')}
      className={styles.screen}
      narrow
    >
      {/* The card leaves with its order: focus goes to the heading, not lost at the page's top. */}
      {(order) => <CourierCard order={order} onDelivered={() => heading.current?.focus()} />}
    </TodayOrders>
  );
}
