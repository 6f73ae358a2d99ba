import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmSchema } from '@konyha/domain/users/two-factor.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { login } from '../api/account.ts';
import { InputField } from './Field.tsx';
import styles from './form.module.css';

type Values = { code: string };

/**
 * The login's second step for staff with two-factor login on: the server answered TWO_FACTOR_REQUIRED, so we ask
 * for the app's code (or a recovery code) and send it with the e-mail and password once more.
 */
export function TwoFactorStep({
  credentials,
  onToken,
  onBack,
}: {
  credentials: { email: string; password: string };
  onToken: (token: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useFeatureTranslation('account');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  });

  // The step replaces the password form, so the keyboard and the screen reader go straight to the code.
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onToken(await login(credentials.email, credentials.password, code));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'WRONG_TWO_FACTOR_CODE')
        setError('code', { message: 'wrongTwoFactorCode' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{t('twoFactor.loginHeading')}</h2>
      <p>{t('twoFactor.loginIntro')}</p>
      <InputField
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        error={errors.code?.message}
        {...register('code')}
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className={styles.input}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('twoFactor.loginSubmit')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onBack}>
          {t('twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
