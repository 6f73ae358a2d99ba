import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from './Field.tsx';

type CodeFieldProps = UseFormRegisterReturn & {
  label: string;
  hint?: string | undefined;
  errorText?: string | undefined;
  /** `app`: only the authenticator app's six digits; `any`: the app's code or a recovery code. */
  accepts: 'app' | 'any';
};

/** The two-factor code: the phone's keyboard and password managers offer the one-time code (autocomplete). */
export function CodeField({ accepts, ...props }: CodeFieldProps) {
  const kind =
    accepts === 'app'
      ? ({ inputMode: 'numeric', maxLength: 7 } as const)
      : ({ autoCapitalize: 'characters', maxLength: 40 } as const);
  return <InputField type="text" autoComplete="one-time-code" spellCheck={false} {...kind} {...props} />;
}
