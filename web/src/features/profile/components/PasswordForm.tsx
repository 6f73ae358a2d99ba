import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { useSessionActions } from '../../../app/session.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../account/accountToast.ts';
import { Field } from '../../account/components/Field.tsx';
import form from '../../account/components/form.module.css';
import { withConfirm } from '../../account/components/passwordFields.ts';
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

  const passwordInput = (name: keyof Values, autoComplete: string) => (control: object) => (
    <input
      {...control}
      {...register(name)}
      type="password"
      autoComplete={autoComplete}
      maxLength={128}
      className={form.input}
    />
  );

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('profile.passwordHeading')}</h2>
      <Field label={t('fields.currentPassword')} error={errors.currentPassword?.message}>
        {passwordInput('currentPassword', 'current-password')}
      </Field>
      <Field
        label={t('fields.newPassword')}
        error={errors.newPassword?.message}
        hint={t('fields.passwordHint')}
      >
        {passwordInput('newPassword', 'new-password')}
      </Field>
      <Field label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
        {passwordInput('confirmPassword', 'new-password')}
      </Field>
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
