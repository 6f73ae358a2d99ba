import { FormInput } from './FormInput.tsx';

type CodeFieldProps = {
  label: string;
  hint?: string | undefined;
  /** `app`: only the authenticator app's six digits; `any`: the app's code or a recovery code. */
  accepts: 'app' | 'any';
};

/**
 * The two-factor code, the field `code` of the surrounding `Form`: the phone's keyboard and password managers
 * offer the one-time code (autocomplete).
 */
export function CodeField({ accepts, ...props }: CodeFieldProps) {
  const kind =
    accepts === 'app'
      ? ({ inputMode: 'numeric', maxLength: 7 } as const)
      : ({ autoCapitalize: 'characters', maxLength: 40 } as const);
  return (
    <FormInput name="code" type="text" autoComplete="one-time-code" spellCheck={false} {...kind} {...props} />
  );
}
