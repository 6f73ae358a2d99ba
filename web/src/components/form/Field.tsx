import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './form.module.css';

/** What a control needs to be named by its label, described by its hint and error, and styled (WCAG 1.3.1, 3.3.1). */
export type ControlProps = {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  label: string;
  /** Already translated; when set, the control is marked invalid and described by it. */
  errorText?: string | undefined;
  hint?: string | undefined;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control with its hint and its error under it, both linked to it with aria-describedby. */
export function Field({ label, errorText, hint, required, className, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        className: styles.input,
        'aria-invalid': errorText ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} text={errorText} />
    </div>
  );
}

/** The error line of a field or of a fieldset. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={styles.error}>
      {text}
    </p>
  ) : null;
}

export type InputFieldProps = Omit<ComponentProps<'input'>, 'children' | 'required'> &
  Omit<FieldProps, 'children' | 'className'> & {
    /** Class of the field's wrapper. */
    fieldClassName?: string | undefined;
    /** Rewrites what is typed before the form sees it (digits only, no letters: SPEC §5). */
    filter?: ((value: string) => string) | undefined;
  };

/** The common case of a Field: one <input>, with the label, hint and error wired to it. */
export function InputField({
  label,
  errorText,
  hint,
  required,
  fieldClassName,
  filter,
  ...input
}: InputFieldProps) {
  const onChange: InputFieldProps['onChange'] = filter
    ? (event) => {
        event.target.value = filter(event.target.value);
        return input.onChange?.(event);
      }
    : input.onChange;
  return (
    <Field label={label} errorText={errorText} hint={hint} required={required} className={fieldClassName}>
      {(control) => <input {...control} {...input} onChange={onChange} />}
    </Field>
  );
}
