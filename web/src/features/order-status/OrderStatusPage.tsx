import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import button from '../../components/button.module.css';
import page from '../../components/page.module.css';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { clearCart } from '../../lib/cartStore.ts';
import { useReorder } from '../../lib/reorder.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import type { OrderStatus } from './api/orderStatus.ts';
import { CallUs } from './components/CallUs.tsx';
import { OrderLines } from './components/OrderLines.tsx';
import { Timeline } from './components/Timeline.tsx';
import styles from './OrderStatusPage.module.css';
import { currentStep } from './timeline.ts';
import { useOrderStatus } from './useOrderStatus.ts';

// Paid online in test mode (issue 27): the notice, and the settings it reads, load on their own (the page's budget).
const TestPaymentNotice = lazy(() => import('./components/TestPaymentNotice.tsx'));
// The details (where, who, how paid, the invoice's PDF) sit beside or below the items: like the sums, they load after
// the page's first download (its budget, scripts/check-bundle-size.ts); a server-rendered page shows them from the start.
const OrderFacts = lazy(async () => ({
  default: (await import('./components/OrderFacts.tsx')).OrderFacts,
}));
// Only on an order the restaurant changed (issue 30, a few of the page's visits): loaded when there is one.
const ChangedNotice = lazy(async () => ({
  default: (await import('./components/ChangedNotice.tsx')).ChangedNotice,
}));
// Only while the guest may still cancel (a minority of the page's visits): loaded when it is offered.
const CancelOrder = lazy(async () => ({
  default: (await import('./components/CancelOrder.tsx')).CancelOrder,
}));

/** Set by checkout when it brings the guest here right after ordering: thank them and empty the cart. */
export type StatusLocationState = { justOrdered?: boolean };

/**
 * The guest's live order page, `/order-status/{token}` (issue 13): public, kept out of search engines, and current
 * by itself through the order's event stream.
 */
export function OrderStatusPage() {
  const { t, ready } = useFeatureTranslation('orderStatus');
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const justOrdered = (location.state as StatusLocationState | null)?.justOrdered === true;
  // The thanks stay for this visit; the mark leaves the history entry, so a reload neither thanks nor empties again.
  const [thanked] = useState(justOrdered);
  const { view, show, reload } = useOrderStatus(token);
  useDocumentTitle(ready ? t('title') : '');
  useEffect(() => {
    if (!justOrdered) return;
    // The order went through, so its cart is done with (checkout leaves that to this page).
    clearCart();
    navigate(location.pathname, { replace: true, state: null });
  }, [justOrdered, navigate, location.pathname]);

  return (
    <div className={`${page.page} ${styles.page}`}>
      <meta name="robots" content="noindex" />
      {/* After the order is in: the thanks differ while the payment provider has not confirmed it yet. */}
      {ready && thanked && view.kind !== 'loading' && (
        <p className={styles.success} role="status">
          {view.kind === 'found' && view.order.awaitingPayment
            ? t('justOrderedAwaitingPayment')
            : t('justOrdered')}
        </p>
      )}
      {!ready || view.kind === 'loading' ? (
        <Skeleton label={ready ? t('loading') : '…'} />
      ) : view.kind === 'found' ? (
        <OrderView order={view.order} token={token} onChange={show} reload={reload} />
      ) : view.kind === 'failed' ? (
        <>
          <h1>{t('failed.title')}</h1>
          <button type="button" className={`${button.button} ${button.primary}`} onClick={reload}>
            {t('failed.retry')}
          </button>
          <CallUs text={t('questions')} />
        </>
      ) : (
        <>
          <h1>{t(`${view.kind}.title`)}</h1>
          <p>{t(`${view.kind}.text`)}</p>
          <CallUs text={t('questions')} />
        </>
      )}
    </div>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={styles.bone} aria-hidden="true" />
      <div className={styles.bone} aria-hidden="true" />
      <div className={styles.bone} aria-hidden="true" />
    </div>
  );
}

type ViewProps = {
  order: OrderStatus;
  token: string;
  onChange: (order: OrderStatus) => void;
  reload: () => void;
};

function OrderView({ order, token, onChange, reload }: ViewProps) {
  const { t } = useFeatureTranslation('orderStatus');
  const { orderAgain, busy } = useReorder();
  const [notice, setNotice] = useState<'cancel.done' | 'cancel.tooLate' | null>(null);
  const final = order.state === 'REJECTED' || order.state === 'CANCELLED' || order.state === 'DELIVERED';
  return (
    <>
      <h1>{t('number', { number: order.number })}</h1>
      <div role="status" className={styles.headline}>
        <p>{order.awaitingPayment ? t('headline.paymentPending') : t(`headline.${currentStep(order)}`)}</p>
        {notice && <p>{t(notice)}</p>}
        {order.changedAt && (
          <Suspense fallback={null}>
            <ChangedNotice order={order} changedAt={order.changedAt} />
          </Suspense>
        )}
      </div>
      {order.extraPayment && (
        <a href={order.extraPayment.url} className={`${button.button} ${button.primary} ${styles.pay}`}>
          {t('changed.pay')}
        </a>
      )}
      <Suspense fallback={null}>
        <TestPaymentNotice payment={order.payment} />
      </Suspense>
      <Timeline order={order} />
      <div className={styles.actions}>
        {order.cancellable && (
          <Suspense fallback={null}>
            <CancelOrder
              token={token}
              onCancelled={(cancelled) => {
                setNotice('cancel.done');
                onChange(cancelled);
              }}
              onTooLate={() => {
                setNotice('cancel.tooLate');
                reload();
              }}
            />
          </Suspense>
        )}
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={busy}
          onClick={() => orderAgain(order.products)}
        >
          {t('reorder')}
        </button>
      </div>
      <CallUs text={order.cancellable || final ? t('questions') : t('changeByPhone')} />
      <div className={styles.columns}>
        <OrderLines order={order} />
        <Suspense fallback={null}>
          <OrderFacts order={order} token={token} />
        </Suspense>
      </div>
      {!final && <p className={styles.muted}>{t('live')}</p>}
    </>
  );
}
