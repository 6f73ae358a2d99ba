import type { Order } from '@konyha/domain/orders/order.schemas';
import { mayDecide } from '@konyha/domain/orders/order-alerts';
import type { RejectRequest } from '@konyha/domain/orders/order-decisions.schemas';
import { can } from '@konyha/domain/users/capabilities';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { useSession } from '../../../lib/session.ts';
import { deliveryTime, settingQuery } from '../../settings/index.ts';
import { useDecideOrder } from '../api/decisions.ts';
import styles from '../components/OrderStatusControls.module.css';
import { AcceptDialog } from './AcceptDialog.tsx';
import { RefuseDialog } from './RefuseDialog.tsx';

type Open = 'accept' | 'reject' | 'cancel' | undefined;

/**
 * The decisions on an order (issue 12): accept or reject a new one, start an accepted pre-order, and (ADMIN,
 * MANAGER) cancel an accepted one. Only the actions the order's state allows are offered.
 */
export function OrderDecisions({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const decide = useDecideOrder();
  const [open, setOpen] = useState<Open>();
  const decidable = mayDecide(order, 'accept');
  const delivery = useQuery({ ...settingQuery(deliveryTime), enabled: decidable });
  const close = () => setOpen(undefined);
  // Decided (here, or by someone else first: 409): the dialog has nothing left to do.
  const done = { onSettled: close };
  const button = (look: 'primary' | 'secondary') =>
    `${buttonStyles.button} ${buttonStyles[look]} ${buttonStyles.small}`;

  const startable = mayDecide(order, 'start') && order.acceptedAt !== null;
  const cancellable = mayDecide(order, 'cancel') && Boolean(user && can(user.role, 'cancelOrders'));
  // An open dialog stays while another tablet decides: pressing it then gets the 409 and says so.
  if (!decidable && !startable && !cancellable && !open) return null;

  return (
    <div className={styles.controls}>
      {decidable ? (
        <>
          <button type="button" className={button('primary')} onClick={() => setOpen('accept')}>
            {t('decisions.accept')}
          </button>
          <button type="button" className={button('secondary')} onClick={() => setOpen('reject')}>
            {t('decisions.reject')}
          </button>
        </>
      ) : null}
      {startable ? (
        <button
          type="button"
          className={button('primary')}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ action: 'start', id: order.id, body: undefined })}
        >
          {t('decisions.start')}
        </button>
      ) : null}
      {cancellable ? (
        <button type="button" className={button('secondary')} onClick={() => setOpen('cancel')}>
          {t('decisions.cancel')}
        </button>
      ) : null}
      {open === 'accept' ? (
        <AcceptDialog
          order={order}
          deliveryMinutes={delivery.data}
          busy={decide.isPending}
          onAccept={(body) => decide.mutate({ action: 'accept', id: order.id, body }, done)}
          onClose={close}
        />
      ) : null}
      {open === 'reject' || open === 'cancel' ? (
        <RefuseDialog
          order={order}
          action={open}
          busy={decide.isPending}
          onRefuse={(body) =>
            decide.mutate(
              // The reject dialog offers the reject reasons only.
              open === 'reject'
                ? { action: 'reject', id: order.id, body: body as RejectRequest }
                : { action: 'cancel', id: order.id, body },
              done,
            )
          }
          onClose={close}
        />
      ) : null}
    </div>
  );
}
