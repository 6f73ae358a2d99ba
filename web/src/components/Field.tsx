import { type ComponentProps, type ReactNode, useId } from 'react';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation.ts';
import styles from './Field.module.css';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/**
 * The text of a validation message in a feature's texts: the domain's keys (SPEC §5) and the feature's own under
 * `errors.*`, anything unknown as the generic `errors.invalidValue`.
 */
export function useErrorText(namespace: 'account' | 'checkout') {
  const { t, i18n } = useFeatureTranslation(namespace);
  const text = t as (key: string) => string;
  return (message: string | undefined) =>
    message === undefined
      ? undefined
      : i18n.exists(`${namespace}:errors.${message}`)
        ? text(`errors.${message}`)
        : text('errors.invalidValue');
}

/** A labelled input with its hint and its (already translated) error, both linked to it with aria-describedby. */
export function Field({
  label,
  errorText,
  hint,
  className,
  children,
}: {
  label: string;
  errorText?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
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

type InputFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: string;
  errorText?: string | undefined;
  hint?: string | undefined;
  /** Class of the field's wrapper (the input takes `className`). */
  fieldClassName?: string | undefined;
};

/** The common case of a Field: one <input>, with the label, hint and error wired to it. */
export function InputField({ label, errorText, hint, fieldClassName, ...input }: InputFieldProps) {
  return (
    <Field label={label} errorText={errorText} hint={hint} className={fieldClassName}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

/** Number inputs take digits only; telephone inputs reject letters (SPEC §5). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
export const withoutLetters = (value: string) => value.replace(/\p{L}/gu, '');
