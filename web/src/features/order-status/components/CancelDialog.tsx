import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { ApiRequestError, call } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import type { OrderStatus } from '../api/orderStatus.ts';

export type CancelDialogProps = {
  token: string;
  /** The cancelled order from the answer. */
  onCancelled: (order: OrderStatus) => void;
  /** Staff got there first (409): the page reads the order again. */
  onTooLate: () => void;
  /** The request is over, whatever its answer: the dialog goes. */
  onDone: () => void;
  /** The guest keeps the order. */
  onKeep: () => void;
};

/** The question before a guest's cancel and the cancel itself: a 409 CONFLICT means staff already took the order. */
export function CancelDialog({ token, onCancelled, onTooLate, onDone, onKeep }: CancelDialogProps) {
  const { t } = useFeatureTranslation('orderStatus');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      onCancelled(await call('POST /order-status/:token/cancel', { params: { token } }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'CONFLICT') onTooLate();
      else notifyServerError();
    } finally {
      setBusy(false);
      onDone();
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('cancel.title')}
      message={t('cancel.text')}
      confirmLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      busy={busy}
      onConfirm={confirm}
      onClose={onKeep}
    />
  );
}
