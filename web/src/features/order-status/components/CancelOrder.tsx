import { lazy, Suspense, useRef, useState } from 'react';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { CancelDialogProps } from './CancelDialog.tsx';

// Fetched on the first tap, with the cancel request it sends: most guests never open it, and the status page's
// first download stays within its budget (scripts/check-bundle-size.ts).
const CancelDialog = lazy(async () => ({ default: (await import('./CancelDialog.tsx')).CancelDialog }));

type Props = Pick<CancelDialogProps, 'token' | 'onCancelled' | 'onTooLate'>;

/** "Cancel order" with a confirmation in a native modal dialog (inert page behind, Escape closes it). */
export function CancelOrder(props: Props) {
  const { t } = useFeatureTranslation('orderStatus');
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

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
          <CancelDialog
            {...props}
            onDone={() => setAsking(false)}
            onKeep={() => {
              setAsking(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
