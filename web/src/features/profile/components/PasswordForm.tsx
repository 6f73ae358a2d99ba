import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { FormActions, FormCard } from '../../../components/form/Form.tsx';
import { PasswordPair } from '../../../components/form/PasswordPair.tsx';
import { CurrentPasswordInput } from '../../../components/form/presets.tsx';
import { showRefusal } from '../../../components/form/refusal.ts';
import { withConfirm } from '../../../components/form/withConfirm.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { useSessionActions } from '../../../lib/session.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
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
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await logIn(await changePassword(currentPassword, newPassword));
      form.reset(empty);
      notify(accountToast('success', 'profile.passwordChanged', 'short'));
    } catch (error) {
      if (!showRefusal(form, error, { WRONG_PASSWORD: ['currentPassword', 'wrongPassword'] }))
        notifyServerError();
    }
  });

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('profile.passwordHeading')}>
      <CurrentPasswordInput name="currentPassword" label={t('fields.currentPassword')} />
      <PasswordPair
        names={['newPassword', 'confirmPassword']}
        labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmPassword') }}
        hint={t('fields.passwordHint')}
      />
      <FormActions submit={t('profile.changePassword')} />
    </FormCard>
  );
}
