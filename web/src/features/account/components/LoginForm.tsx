import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@konyha/domain/users/user.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../app/api.ts';
import { notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useErrorText } from '../../../components/form/errorText.ts';
import { InputField } from '../../../components/form/Field.tsx';
import styles from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
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
  const errorText = useErrorText('account');
  const [refusal, setRefusal] = useState<(typeof refusals)[keyof typeof refusals]>();
  const [secondStep, setSecondStep] = useState<Values>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
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
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-heading">
      <h2 id="login-heading">{t('login.heading')}</h2>
      {refusal && (
        <p className={styles.alert} role="alert">
          {t(`errors.${refusal}`)}
        </p>
      )}
      <InputField
        label={t('fields.email')}
        errorText={errorText(errors.email?.message)}
        {...register('email')}
        type="email"
        autoComplete="username"
        maxLength={254}
      />
      <InputField
        label={t('fields.password')}
        errorText={errorText(errors.password?.message)}
        {...register('password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('login.submit')}
        </button>
        <Link to="/user/forgot-password">{t('login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
