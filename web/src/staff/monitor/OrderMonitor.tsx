import { orderStates, type SettableOrderState } from '@konyha/domain/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneIcon } from '../../components/icons.tsx';
import { currentStates } from '../shared/api/orderCache.ts';
import { todayOrdersQuery } from '../shared/api/orders.ts';
import { OrderingSwitch } from './OrderingSwitch.tsx';
import styles from './OrderMonitor.module.css';
import { ServiceMenu } from './ServiceMenu.tsx';

/**
 * The order monitor on every dashboard screen (SPEC §2), a bar of one line stuck under the navigation (issue 33):
 * how many of today's orders are in each state, the switch that stops or starts taking orders, a phone order
 * (issue 30), and busy mode (issue 14) and print on accept (issue 16) behind the Service button. Collapsible,
 * open by default.
 */
export function OrderMonitor() {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(true);
  const id = useId();
  const orders = useQuery(todayOrdersQuery);
  const count = (state: string) => orders.data?.filter((o) => o.state === state).length;
  // The bar has room for one word a state: READY's first word; the link's name says it whole (and starts with it).
  const shortName = (state: SettableOrderState) =>
    state === 'READY' ? t('monitor.ready') : t(`states.${state}`);

  return (
    <section className={styles.bar} aria-labelledby={`${id}-title`}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          title={t('monitor.title')}
          onClick={() => setOpen(!open)}
        >
          {/* Open, the bar needs the room and the counts say what it is; folded, it says its name. */}
          <span id={`${id}-title`} className={open ? 'visually-hidden' : undefined}>
            {t('monitor.title')}
          </span>
          <span aria-hidden="true" className={styles.chevron} data-open={open} />
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} className={styles.body}>
        <ul className={styles.groups} aria-label={t('monitor.counts')}>
          {orderStates.map((state) => (
            <li key={state}>
              <Link
                to={`/dashboard/${currentStates.includes(state) ? 'current-orders' : 'done-orders'}`}
                className={`${styles.group} ${styles[state]}`}
                aria-label={`${count(state) ?? '–'} ${t(`states.${state}`)}`}
              >
                <span className={styles.count}>{count(state) ?? '–'}</span>{' '}
                <span className={styles.stateName}>{shortName(state)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <OrderingSwitch />
        <Link
          to="/dashboard/phone-order"
          className={styles.phoneOrder}
          aria-label={t('phoneOrder.open')}
          title={t('phoneOrder.open')}
        >
          <PhoneIcon />
          <span className={styles.phoneText}>{t('phoneOrder.open')}</span>
        </Link>
        <ServiceMenu />
      </div>
    </section>
  );
}
