import { FormInput } from './FormInput.tsx';

type PasswordPairProps = {
  /** The fields of the password and of its confirmation in the surrounding `Form`. */
  names?: readonly [string, string];
  labels: { password: string; confirm: string };
  /** The password rule (SPEC §5), under the password. */
  hint?: string | undefined;
  required?: boolean | undefined;
};

/** A new password and its confirmation (sign-up, new password, password change, add user). */
export function PasswordPair({
  names = ['password', 'confirmPassword'],
  labels,
  hint,
  required,
}: PasswordPairProps) {
  const input = { type: 'password', autoComplete: 'new-password', maxLength: 128, required } as const;
  return (
    <>
      <FormInput name={names[0]} label={labels.password} hint={hint} {...input} />
      <FormInput name={names[1]} label={labels.confirm} {...input} />
    </>
  );
}
