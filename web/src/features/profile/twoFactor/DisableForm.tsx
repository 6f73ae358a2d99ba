import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableSchema } from '@konyha/domain/users/two-factor.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../account/accountToast.ts';
import { InputField } from '../../account/components/Field.tsx';
import form from '../../account/components/form.module.css';
import { disableTwoFactor } from '../api/twoFactor.ts';

type Values = { password: string; code: string };

/** Switching off asks for the password and a current code, so an open session alone cannot do it. */
export function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useFeatureTranslation('account');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });

  const submit = handleSubmit(async ({ password, code }) => {
    try {
      await disableTwoFactor(password, code);
      notify(accountToast('success', 'twoFactor.disabled', 'short'));
      onDisabled();
    } catch (error) {
      const refused = error instanceof ApiRequestError ? error.code : undefined;
      if (refused === 'WRONG_PASSWORD')
        setError('password', { message: 'wrongPassword' }, { shouldFocus: true });
      else if (refused === 'WRONG_TWO_FACTOR_CODE')
        setError('code', { message: 'wrongTwoFactorCode' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="two-factor-disable-heading">
      <h2 id="two-factor-disable-heading">{t('twoFactor.disableHeading')}</h2>
      <p>{t('twoFactor.disableIntro')}</p>
      <InputField
        label={t('fields.currentPassword')}
        error={errors.password?.message}
        {...register('password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        className={form.input}
      />
      <InputField
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        error={errors.code?.message}
        {...register('code')}
        type="text"
        autoComplete="one-time-code"
        maxLength={40}
        className={form.input}
      />
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.secondary}`} disabled={isSubmitting}>
          {t('twoFactor.disable')}
        </button>
      </div>
    </form>
  );
}
