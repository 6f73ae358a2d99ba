import { type ReactNode, useId } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import styles from './form.module.css';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/** The text of a validation message: the domain's keys (SPEC §5) and ours, anything unknown as a generic one. */
export function useErrorText() {
  const { t, i18n } = useFeatureTranslation('account');
  return (message: string | undefined) =>
    message === undefined
      ? undefined
      : i18n.exists(`account:errors.${message}`)
        ? t(`errors.${message}` as 'errors.required')
        : t('errors.invalidValue');
}

/** A labelled input with its hint and its error, both linked to it with aria-describedby. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  /** The message key of the field's error. */
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(errorText), 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className={styles.error}>
          {errorText}
        </p>
      )}
    </div>
  );
}

/** Telephone inputs reject letters (SPEC §5). */
export const withoutLetters = (value: string) => value.replace(/\p{L}/gu, '');
