import { orderStates } from '@konyha/domain/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import button from '../../components/button.module.css';
import { Switch } from '../../components/Switch.tsx';
import { PushAsk } from '../push/index.ts';
import { currentStates } from '../shared/api/orderCache.ts';
import { todayOrdersQuery } from '../shared/api/orders.ts';
import { BusyControls } from './BusyControls.tsx';
import { CannotRing } from './CannotRing.tsx';
import styles from './OrderMonitor.module.css';
import { orderingActiveQuery, useToggleOrdering } from './ordering.ts';
import { PrintOnAcceptSwitch } from './PrintOnAcceptSwitch.tsx';

/**
 * The order monitor on every dashboard screen (SPEC §2): how many of today's orders are in each state, the
 * switch that stops or starts taking orders, busy mode (issue 14) and this device's print on accept (issue 16);
 * above them, a device that cannot ring is marked and, once, the dashboard asks for notifications (issue 32).
 * Collapsible, open by default.
 */
export function OrderMonitor() {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(true);
  const id = useId();
  const orders = useQuery(todayOrdersQuery);
  const active = useQuery(orderingActiveQuery);
  const toggle = useToggleOrdering();
  const count = (state: string) => orders.data?.filter((o) => o.state === state).length;

  return (
    <section className={styles.monitor} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {t('monitor.title')}
          <span aria-hidden="true" className={styles.chevron} data-open={open} />
        </button>
      </h2>
      <CannotRing />
      <div id={`${id}-body`} hidden={!open} className={styles.body}>
        <PushAsk />
        <ul className={styles.groups}>
          {orderStates.map((state) => (
            <li key={state}>
              <Link
                to={`/dashboard/${currentStates.includes(state) ? 'current-orders' : 'done-orders'}`}
                className={`${styles.group} ${styles[state]}`}
              >
                <span className={styles.count}>{count(state) ?? '–'}</span>{' '}
                <span>{t(`states.${state}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/dashboard/phone-order"
          className={`${button.button} ${button.primary} ${styles.phoneOrder}`}
        >
          {t('phoneOrder.open')}
        </Link>
        <div className={styles.ordering}>
          <span id={`${id}-ordering`} className={styles.orderingLabel}>
            {t('monitor.ordering')}
          </span>
          {active.data === undefined ? (
            <span>{active.isError ? t('loadFailed') : t('loading')}</span>
          ) : (
            <Switch
              checked={active.data}
              labelledBy={`${id}-ordering`}
              describedBy={`${id}-warning`}
              disabled={toggle.isPending}
              onToggle={() => toggle.mutate()}
            >
              {active.data ? t('monitor.on') : t('monitor.off')}
            </Switch>
          )}
          <p id={`${id}-warning`} className={styles.warning}>
            {t('monitor.warning')}
          </p>
        </div>
        <BusyControls />
        <PrintOnAcceptSwitch />
      </div>
    </section>
  );
}
