import type { Order } from '@konyha/domain/orders/order.schemas';
import { isRefused, orderStates, type SettableOrderState } from '@konyha/domain/orders/order-states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/Switch.tsx';
import { useChangeOrder } from '../../shared/api/orders.ts';
import styles from './OrderStatusControls.module.css';

interface ControlProps {
  order: Order;
  /** In a table the column header names the control, so its own label is for screen readers only. */
  compact?: boolean;
}

/**
 * The state dropdown: the spec's four states, freely (SPEC §4). A rejected or cancelled order is final: its state
 * shows as text (REJECTED and CANCELLED are reached only through their own actions).
 */
export function OrderStateSelect({ order, compact }: ControlProps) {
  const { t } = useTranslation('staff');
  const change = useChangeOrder();
  const id = useId();
  // A card shows the state in its header already; a table row shows it here.
  if (isRefused(order.state)) return compact ? <span>{t(`states.${order.state}`)}</span> : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t('orders.stateOf', { id: order.id })}
      </label>
      <select
        id={id}
        value={order.state}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ id: order.id, state: event.target.value as SettableOrderState })}
      >
        {orderStates.map((state) => (
          <option key={state} value={state}>
            {t(`states.${state}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The paid yes/no switch. */
export function OrderPaidSwitch({ order, compact }: ControlProps) {
  const { t } = useTranslation('staff');
  const change = useChangeOrder();
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={id} className={compact ? 'visually-hidden' : undefined}>
        {t('orders.paidOf', { id: order.id })}
      </span>
      <Switch
        checked={order.payed}
        labelledBy={id}
        disabled={change.isPending}
        onToggle={() => change.mutate({ id: order.id, payed: !order.payed })}
      >
        {order.payed ? t('orders.yes') : t('orders.no')}
      </Switch>
    </div>
  );
}

export function OrderStatusControls({ order }: { order: Order }) {
  return (
    <div className={styles.controls}>
      <OrderStateSelect order={order} />
      <OrderPaidSwitch order={order} />
    </div>
  );
}
