import buttonStyles from './button.module.css';
import styles from './dialog.module.css';

interface DialogActionsProps {
  closeLabel: string;
  onClose: () => void;
  confirmLabel: string;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** The confirm button is off while the action is on its way, so it is sent once. */
  busy?: boolean;
}

/** A dialog's two buttons: close, which never submits, and confirm. */
export function DialogActions({ closeLabel, onClose, confirmLabel, onConfirm, busy }: DialogActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
        {closeLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        disabled={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
