import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmSchema } from '@konyha/domain/users/two-factor.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { useErrorText } from '../../../components/form/errorText.ts';
import styles from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { login } from '../api/account.ts';

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
  const errorText = useErrorText('account');
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
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{t('twoFactor.loginHeading')}</h2>
      <p>{t('twoFactor.loginIntro')}</p>
      <CodeField
        accepts="any"
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        errorText={errorText(errors.code?.message)}
        {...register('code')}
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
