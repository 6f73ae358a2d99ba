import type { Order } from '@konyha/domain/orders/order.schemas';
import { can } from '@konyha/domain/users/capabilities';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { useSession } from '../../lib/session.ts';
import { lazyNamed } from '../shared/lazyNamed.ts';
import { changeable } from './draft.ts';

// Fetched when first opened: the editor (dish picker, prices, slots, address) would otherwise be half of the
// dashboard's first download, on a screen where most visits change nothing.
const ChangeOrderDialog = lazyNamed(() => import('./ChangeOrderDialog.tsx'), 'ChangeOrderDialog');

/**
 * An order card's "Change" (issue 30), for NEW (an accepted pre-order too), PREPARING and READY orders: ADMIN and MANAGER
 * change everything, the other staff remove or replace lines.
 */
export function ChangeOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || !can(user.role, 'handleOrders') || (!changeable(order) && !open)) return null;
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
        aria-haspopup="dialog"
        aria-label={t('orders.forOrder', { action: t('orderChanges.change'), id: order.id })}
        onClick={() => setOpen(true)}
      >
        {t('orderChanges.change')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChangeOrderDialog
            order={order}
            full={can(user.role, 'changeOrders')}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
