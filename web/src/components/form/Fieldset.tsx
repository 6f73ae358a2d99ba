import { type ReactNode, useId } from 'react';
import { FieldError } from './Field.tsx';
import styles from './form.module.css';

/** A group of radio buttons or checkboxes under one legend, with the group's error under them. */
export function Fieldset({
  legend,
  required,
  errorText,
  className,
  children,
}: {
  legend: string;
  required?: boolean;
  errorText?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={className ? `${styles.fieldset} ${className}` : styles.fieldset}
      aria-describedby={errorText ? errorId : undefined}
      aria-invalid={errorText ? true : undefined}
    >
      <legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {children}
      <FieldError id={errorId} text={errorText} />
    </fieldset>
  );
}
