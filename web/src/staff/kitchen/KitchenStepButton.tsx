import type { Order } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import styles from './kitchen.module.css';
import { useKitchenStep } from './useKitchenStep.ts';

/**
 * The one tap that moves a card to the next column. "Start" on an order nobody accepted says what it promises the
 * guest, and leads to the order desk for a rejection or another time (the dashboard's accept and reject dialogs).
 */
export function KitchenStepButton({ order, onMoved }: { order: Order; onMoved: () => void }) {
  const { t } = useTranslation('staff');
  const { step, start, take, busy } = useKitchenStep(order, onMoved);
  if (!step) return null;
  const label = t(`kitchen.${step}`);
  const undecided = step === 'start' && order.acceptedAt === null;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.step}`}
        disabled={busy}
        aria-label={t('orders.forOrder', { action: label, id: order.id })}
        onClick={take}
      >
        {label}
      </button>
      {undecided ? (
        <p className={styles.hint}>
          {start.via === 'accept'
            ? t('kitchen.startAccepts', { count: start.minutes })
            : t('kitchen.startAcceptsSlot')}{' '}
          <Link to={`/dashboard/current-orders#order-${order.id}`}>
            {t('kitchen.otherDecision', { id: order.id })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
