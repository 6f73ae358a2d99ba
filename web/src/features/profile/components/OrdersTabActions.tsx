import type { Order } from '@konyha/domain/orders/order.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { useReorder } from '../../../lib/reorder.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { statusPathOf } from '../../order-status/index.ts';
import { statusLinkOf } from '../api/profile.ts';
import styles from './OrdersTab.module.css';

/** "Follow order" (a fresh status link, then its page) and "Order again" under one order of the history. */
export function OrdersTabActions({ order, labelledBy }: { order: Order; labelledBy: string }) {
  const { t } = useFeatureTranslation('account');
  const navigate = useNavigate();
  const { orderAgain, busy } = useReorder();
  const [opening, setOpening] = useState(false);

  async function follow() {
    setOpening(true);
    try {
      const path = statusPathOf(await statusLinkOf(order.id));
      if (path) navigate(path);
      else notifyServerError();
    } catch {
      notifyServerError();
    } finally {
      setOpening(false);
    }
  }

  const small = `${button.button} ${button.small}`;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${small} ${button.primary}`}
        disabled={opening}
        aria-describedby={labelledBy}
        onClick={follow}
      >
        {t('orders.follow')}
      </button>
      <button
        type="button"
        className={`${small} ${button.secondary}`}
        disabled={busy}
        aria-describedby={labelledBy}
        onClick={() => orderAgain(order.products)}
      >
        {t('orders.reorder')}
      </button>
    </div>
  );
}
