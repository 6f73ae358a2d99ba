import type { ComponentProps } from 'react';
import {
  Field as SharedField,
  InputField as SharedInputField,
  useErrorText,
} from '../../../components/Field.tsx';

/** A form field whose `error` is a message key, shown in the account texts. */
export function Field({
  error,
  ...props
}: Omit<ComponentProps<typeof SharedField>, 'errorText'> & { error?: string }) {
  return <SharedField {...props} errorText={useErrorText('account')(error)} />;
}

/** An input field whose `error` is a message key, shown in the account texts. */
export function InputField({
  error,
  ...props
}: Omit<ComponentProps<typeof SharedInputField>, 'errorText'> & { error?: string | undefined }) {
  return <SharedInputField {...props} errorText={useErrorText('account')(error)} />;
}
