import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@konyha/domain/users/user.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import styles from '../../../components/form/form.module.css';
import { CurrentPasswordInput, EmailInput } from '../../../components/form/presets.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { login } from '../api/account.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';

type Values = { email: string; password: string };

/** SPEC §8: the two login refusals have messages of their own; anything else is the server-error toast. */
const refusals = { INCORRECT_USER: 'loginError', DISABLED_USER: 'notVerified' } as const;

/**
 * E-mail and password; hands the new token to `onToken` (the page stores it and moves on). When the account has
 * two-factor login on, the form turns into the code step and comes back (still filled in) on "back".
 */
export function LoginForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const { t } = useFeatureTranslation('account');
  const [refusal, setRefusal] = useState<(typeof refusals)[keyof typeof refusals]>();
  const [secondStep, setSecondStep] = useState<Values>();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setRefusal(undefined);
    try {
      await onToken(await login(email, password));
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code === 'INCORRECT_USER' || code === 'DISABLED_USER') setRefusal(refusals[code]);
      else if (code === 'TWO_FACTOR_REQUIRED') setSecondStep({ email, password });
      else notifyServerError();
    }
  });

  if (secondStep)
    return (
      <TwoFactorStep credentials={secondStep} onToken={onToken} onBack={() => setSecondStep(undefined)} />
    );

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('login.heading')}>
      {refusal && (
        <p className={styles.alert} role="alert">
          {t(`errors.${refusal}`)}
        </p>
      )}
      <EmailInput label={t('fields.email')} autoComplete="username" />
      <CurrentPasswordInput label={t('fields.password')} />
      <div className={styles.actions}>
        <SubmitButton>{t('login.submit')}</SubmitButton>
        <Link to="/user/forgot-password">{t('login.forgotPassword')}</Link>
      </div>
    </FormCard>
  );
}
