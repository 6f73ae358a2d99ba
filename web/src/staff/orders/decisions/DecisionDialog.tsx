import type { Order } from '@konyha/domain/orders/order.schemas';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/DialogActions.tsx';
import styles from '../../../components/dialog.module.css';
import { useModalDialog } from '../../../components/useModalDialog.ts';

/** What every decision dialog is given by the order's decisions. */
export interface DecisionDialogBase {
  order: Order;
  /** While the decision is being sent. */
  busy: boolean;
  onClose: () => void;
}

interface DecisionDialogProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

const focusable =
  'button:not(:disabled), input:not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * A modal form for a decision on an order, named by its heading. The native modal <dialog> makes the page behind
 * inert and closes on Escape; Tab also wraps inside it (rather than leaving for the browser's own controls), and
 * focus goes back to the button that opened it.
 */
export function DecisionDialog({
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: DecisionDialogProps) {
  const { t } = useTranslation('staff');
  const ref = useModalDialog();
  const id = useId();
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = [...(ref.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onKeyDown={trapTab}
    >
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        <DialogActions
          closeLabel={t('decisions.close')}
          onClose={onClose}
          confirmLabel={submitLabel}
          busy={busy}
        />
      </form>
    </dialog>
  );
}
