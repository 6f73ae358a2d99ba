import { useEffect, useId, useRef } from 'react';
import { DialogActions } from './DialogActions.tsx';
import styles from './dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the answer is being sent: the confirm button waits. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal question before something that cannot be undone (a product's deletion, a guest's cancel). Cancel comes
 * first, so the initial focus (and Escape) is the harmless answer.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      <DialogActions
        closeLabel={cancelLabel}
        onClose={onClose}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        busy={busy}
      />
    </dialog>
  );
}
