import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DayField.module.css';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in yyyy-MM-dd (SPEC §9), e.g. not 2026-02-30. */
export function isValidDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The day picker of the daily summary and the event log: the browser's date input (yyyy-MM-dd). A day the browser
 * cannot read shows 'Invalid date' and the screen loads nothing (SPEC §5).
 */
export function DayField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const invalid = !isValidDay(value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('day.label')}</label>
      <input
        id={id}
        className={styles.input}
        type="date"
        value={value}
        required
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <p id={`${id}-error`} className={styles.error}>
          {t('day.invalidDate')}
        </p>
      ) : null}
    </div>
  );
}
