import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from './Field.tsx';

type PasswordPairProps = {
  /** The registered password and confirmation inputs (react-hook-form's `register`). */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  labels: { password: string; confirm: string };
  /** The password rule (SPEC §5), under the password. */
  hint?: string | undefined;
  /** Already translated. */
  errorText: { password?: string | undefined; confirm?: string | undefined };
  required?: boolean | undefined;
};

/** A new password and its confirmation (sign-up, new password, password change, add user). */
export function PasswordPair({ password, confirm, labels, hint, errorText, required }: PasswordPairProps) {
  const input = { type: 'password', autoComplete: 'new-password', maxLength: 128, required } as const;
  return (
    <>
      <InputField
        label={labels.password}
        errorText={errorText.password}
        hint={hint}
        {...input}
        {...password}
      />
      <InputField label={labels.confirm} errorText={errorText.confirm} {...input} {...confirm} />
    </>
  );
}
