import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError } from './Field.tsx';
import styles from './form.module.css';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'className'> & {
  /** The label beside the box. */
  children: ReactNode;
  /** Already translated; the box is marked invalid and described by it. */
  errorText?: string | undefined;
  /** `check`: the larger, bold switch of a setting saved as it changes. */
  look?: 'choice' | 'check';
};

/** A checkbox inside its label, with its error under it. */
export function Checkbox({ children, errorText, look = 'choice', ...input }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className={styles.field}>
      <label className={look === 'check' ? `${styles.choice} ${styles.check}` : styles.choice}>
        <input
          type="checkbox"
          {...input}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
        />
        {children}
      </label>
      <FieldError id={errorId} text={errorText} />
    </div>
  );
}
