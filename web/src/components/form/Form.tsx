import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormContext } from 'react-hook-form';
import button from '../button.module.css';
import { useErrorText } from './errorText.ts';
import styles from './form.module.css';

type ErrorText = (message: string | undefined) => string | undefined;

const ErrorTextContext = createContext<ErrorText>((message) => message);

/** The translated error of a field of the surrounding form (its message key in the form's texts). */
export function useFieldError(name: string) {
  const { getFieldState, formState } = useFormContext();
  return useContext(ErrorTextContext)(getFieldState(name, formState).error?.message);
}

export type FormProps<V extends FieldValues, C, T> = ComponentProps<'form'> & {
  /** What `useForm` returned: the fields of the kit find their registration and errors in it. */
  form: UseFormReturn<V, C, T>;
  /** Translates a field's message key (the feature's texts). */
  errorText: ErrorText;
};

/** A react-hook-form form the kit's fields read from; the browser's own validation is off (SPEC §5). */
export function Form<V extends FieldValues, C, T>({
  form,
  errorText,
  children,
  ...props
}: FormProps<V, C, T>) {
  return (
    <FormProvider {...form}>
      <ErrorTextContext value={errorText}>
        <form noValidate {...props}>
          {children}
        </form>
      </ErrorTextContext>
    </FormProvider>
  );
}

/** A form in a card under its heading, named by it; its errors in the `texts` of a feature (account, profile). */
export function FormCard<V extends FieldValues, C, T>({
  heading,
  texts,
  children,
  ...props
}: Omit<FormProps<V, C, T>, 'errorText'> & { heading: string; texts: 'account' | 'checkout' }) {
  const id = useId();
  return (
    <Form className={styles.card} aria-labelledby={id} errorText={useErrorText(texts)} {...props}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Form>
  );
}

/** The form's submit button: disabled while the form is sent, and while `blocked`. */
export function SubmitButton({
  children,
  look = 'primary',
  blocked,
}: {
  children: ReactNode;
  look?: 'primary' | 'secondary';
  blocked?: boolean | undefined;
}) {
  const { isSubmitting } = useFormContext().formState;
  return (
    <button type="submit" className={`${button.button} ${button[look]}`} disabled={isSubmitting || blocked}>
      {children}
    </button>
  );
}

/** The form's row of buttons: the submit button saying `submit`, then a secondary one that leaves, if given. */
export function FormActions({
  submit,
  leave,
}: {
  submit: string;
  leave?: { label: string; onClick: () => void };
}) {
  return (
    <div className={styles.actions}>
      <SubmitButton>{submit}</SubmitButton>
      {leave && (
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={leave.onClick}>
          {leave.label}
        </button>
      )}
    </div>
  );
}
