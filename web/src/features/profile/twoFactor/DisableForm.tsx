import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableSchema } from '@konyha/domain/users/two-factor.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { useErrorText } from '../../../components/form/errorText.ts';
import { InputField } from '../../../components/form/Field.tsx';
import form from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../account/accountToast.ts';
import { disableTwoFactor } from '../api/twoFactor.ts';

type Values = { password: string; code: string };

/** Switching off asks for the password and a current code, so an open session alone cannot do it. */
export function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useFeatureTranslation('account');
  const errorText = useErrorText('account');
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
    <form className={form.card} onSubmit={submit} noValidate aria-labelledby="two-factor-disable-heading">
      <h2 id="two-factor-disable-heading">{t('twoFactor.disableHeading')}</h2>
      <p>{t('twoFactor.disableIntro')}</p>
      <InputField
        label={t('fields.currentPassword')}
        errorText={errorText(errors.password?.message)}
        {...register('password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
      />
      <CodeField
        accepts="any"
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        errorText={errorText(errors.code?.message)}
        {...register('code')}
      />
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.secondary}`} disabled={isSubmitting}>
          {t('twoFactor.disable')}
        </button>
      </div>
    </form>
  );
}
