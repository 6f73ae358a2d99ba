import { useFeatureTranslation } from '../i18n/useFeatureTranslation.ts';
import styles from './TestModeNotice.module.css';

/**
 * Says that payments are only a trial (issue 27): the sandbox bank takes them and no real money moves. The caller
 * decides when (it knows the payment settings); a status, so a notice that arrives with them is read out.
 */
export function TestModeNotice({ className }: { className?: string | undefined }) {
  // The checkout's texts: every screen that shows this is loaded lazily, so its words stay out of the first download.
  const { t, ready } = useFeatureTranslation('checkout');
  if (!ready) return null;
  return (
    <p role="status" className={className ? `${styles.notice} ${className}` : styles.notice}>
      <strong>{t('payments.testMode.label')}</strong> {t('payments.testMode.text')}
    </p>
  );
}
