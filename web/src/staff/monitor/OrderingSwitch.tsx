import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Switch } from '../../components/Switch.tsx';
import styles from './OrderMonitor.module.css';
import { orderingActiveQuery, useToggleOrdering } from './ordering.ts';

/**
 * The switch that stops or starts taking orders (SPEC §2). Its warning (use it only when necessary) describes the
 * switch and is the question asked before switching off, so the compact bar keeps it without a line of its own.
 */
export function OrderingSwitch() {
  const { t } = useTranslation('staff');
  const id = useId();
  const active = useQuery(orderingActiveQuery);
  const toggle = useToggleOrdering();
  const [asking, setAsking] = useState(false);

  return (
    <div className={styles.ordering}>
      <span id={`${id}-label`} className={styles.orderingLabel}>
        {t('monitor.ordering')}
      </span>
      {active.data === undefined ? (
        <span>{active.isError ? t('loadFailed') : t('loading')}</span>
      ) : (
        <Switch
          checked={active.data}
          labelledBy={`${id}-label`}
          describedBy={`${id}-warning`}
          disabled={toggle.isPending}
          onToggle={() => (active.data ? setAsking(true) : toggle.mutate())}
        >
          <span className={styles.switchWord}>{active.data ? t('monitor.on') : t('monitor.off')}</span>
        </Switch>
      )}
      <span id={`${id}-warning`} className="visually-hidden">
        {t('monitor.warning')}
      </span>
      <ConfirmDialog
        open={asking}
        title={t('monitor.offTitle')}
        message={t('monitor.warning')}
        confirmLabel={t('monitor.offConfirm')}
        cancelLabel={t('monitor.offCancel')}
        onConfirm={() => {
          setAsking(false);
          toggle.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
