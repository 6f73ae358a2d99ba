import { type ReactNode, useId } from 'react';
import styles from './forms.module.css';

/** What a control needs to be named by its label and described by its error (WCAG 1.3.1, 3.3.1). */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  label: string;
  /** Already translated error text; when set, the control is marked invalid and described by it. */
  error?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its error under it. */
export function Field({ label, error, required, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} text={error} />
    </div>
  );
}

/** The error line of a field or of a fieldset; announced politely as it appears. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={styles.error}>
      {text}
    </p>
  ) : null;
}

/** Keeps only the digits of a typed value (SPEC §5: number inputs accept digits only). */

/** A digits-only text input's value as a number for the domain schemas; empty is 'required'. */
export const numberOrUndefined = (value: unknown): number | undefined =>
  value === '' || value === undefined || value === null ? undefined : Number(value);
