import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions, FormCard } from '../../../components/form/Form.tsx';
import { PasswordPair } from '../../../components/form/PasswordPair.tsx';
import { withConfirm } from '../../../components/form/withConfirm.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { resetPassword } from '../api/account.ts';

const schema = withConfirm(passwordResetSchema, 'password');
type Values = { password: string; confirmPassword: string };

/** The new password of a valid reset link; success says so and goes to the login (SPEC §2). */
export function NewPasswordForm({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const { t } = useFeatureTranslation('account');
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
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
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('forgot.newHeading')}>
      <PasswordPair
        labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmPassword') }}
        hint={t('fields.passwordHint')}
      />
      <FormActions submit={t('forgot.saveNew')} />
    </FormCard>
  );
}
