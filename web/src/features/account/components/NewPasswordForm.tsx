import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../app/api.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../accountToast.ts';
import { resetPassword } from '../api/account.ts';
import { InputField } from './Field.tsx';
import form from './form.module.css';
import { withConfirm } from './passwordFields.ts';

const schema = withConfirm(passwordResetSchema, 'password');
type Values = { password: string; confirmPassword: string };

/** The new password of a valid reset link; success says so and goes to the login (SPEC §2). */
export function NewPasswordForm({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const { t } = useFeatureTranslation('account');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
      notify(accountToast('success', 'forgot.modified'));
      await navigate('/login', { replace: true });
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code === 'INVALID_TOKEN' || code === 'ALREADY_USED_TOKEN') onDeadLink();
      else notifyServerError();
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="new-password-heading">
      <h2 id="new-password-heading">{t('forgot.newHeading')}</h2>
      <InputField
        label={t('fields.newPassword')}
        error={errors.password?.message}
        hint={t('fields.passwordHint')}
        {...register('password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        className={form.input}
      />
      <InputField
        label={t('fields.confirmPassword')}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        className={form.input}
      />
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('forgot.saveNew')}
        </button>
      </div>
    </form>
  );
}
