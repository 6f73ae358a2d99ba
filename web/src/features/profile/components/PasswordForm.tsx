import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { useSessionActions } from '../../../app/session.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useErrorText } from '../../../components/form/errorText.ts';
import { InputField } from '../../../components/form/Field.tsx';
import form from '../../../components/form/form.module.css';
import { PasswordPair } from '../../../components/form/PasswordPair.tsx';
import { withConfirm } from '../../../components/form/withConfirm.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../account/accountToast.ts';
import { changePassword } from '../api/profile.ts';

const schema = withConfirm(passwordChangeSchema, 'newPassword');
type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (DESIGN: PUT /user/password). The change ends every other session, so the answer's fresh token
 * replaces ours; a wrong current password is shown on its field.
 */
export function PasswordForm() {
  const { t } = useFeatureTranslation('account');
  const errorText = useErrorText('account');
  const { logIn } = useSessionActions();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await logIn(await changePassword(currentPassword, newPassword));
      reset(empty);
      notify(accountToast('success', 'profile.passwordChanged', 'short'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'WRONG_PASSWORD')
        setError('currentPassword', { message: 'wrongPassword' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form className={form.card} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('profile.passwordHeading')}</h2>
      <InputField
        label={t('fields.currentPassword')}
        errorText={errorText(errors.currentPassword?.message)}
        {...register('currentPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
      />
      <PasswordPair
        password={register('newPassword')}
        confirm={register('confirmPassword')}
        labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmPassword') }}
        hint={t('fields.passwordHint')}
        errorText={{
          password: errorText(errors.newPassword?.message),
          confirm: errorText(errors.confirmPassword?.message),
        }}
      />
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
