import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/icons.tsx';
import { dismiss, type Toast, useToasts } from './store.ts';
import styles from './Toasts.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.toast} ${styles[toast.kind]}`}>
      <p className={styles.message}>{t(toast.messageKey, toast.values ?? {})}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => dismiss(toast.id)}
        aria-label={t('toast.close')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * Both live regions stay mounted so screen readers announce what is added to them: errors interrupt (alert),
 * the rest wait their turn (status). Errors stack above the others; within each, newest first.
 */
export function Toasts() {
  const toasts = useToasts();
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <div className={styles.stack}>
      <div role="alert" className={styles.region}>
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" className={styles.region}>
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
