import { lazy, Suspense, useRef, useState } from 'react';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { cancelOrder, type OrderStatus } from '../api/orderStatus.ts';

// Fetched on the first tap: most guests never open it, and the status page's first download stays small.
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../../components/ConfirmDialog.tsx')).ConfirmDialog,
}));

type Props = {
  token: string;
  /** The cancelled order from the answer. */
  onCancelled: (order: OrderStatus) => void;
  /** Staff got there first (409): the page reads the order again. */
  onTooLate: () => void;
};

/** "Cancel order" with a confirmation in a native modal dialog (inert page behind, Escape closes it). */
export function CancelOrder({ token, onCancelled, onTooLate }: Props) {
  const { t } = useFeatureTranslation('orderStatus');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setBusy(true);
    try {
      onCancelled(await cancelOrder(token));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'CONFLICT') onTooLate();
      else notifyServerError();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`${button.button} ${button.secondary}`}
        onClick={() => setAsking(true)}
      >
        {t('cancel.button')}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('cancel.title')}
            message={t('cancel.text')}
            confirmLabel={t('cancel.confirm')}
            cancelLabel={t('cancel.keep')}
            busy={busy}
            onConfirm={confirm}
            onClose={() => {
              setAsking(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
