import { zodResolver } from '@hookform/resolvers/zod';
import { registrationSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import styles from '../../../components/form/form.module.css';
import { PasswordPair } from '../../../components/form/PasswordPair.tsx';
import { EmailInput, NameInput, PhoneInput } from '../../../components/form/presets.tsx';
import { showRefusal } from '../../../components/form/refusal.ts';
import { withConfirm } from '../../../components/form/withConfirm.ts';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { register as registerAccount } from '../api/account.ts';

const signUpSchema = withConfirm(registrationSchema.omit({ language: true }), 'password');
type Values = { name: string; email: string; phone: string; password: string; confirmPassword: string };
const empty: Values = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/**
 * Sign-up (SPEC §2, §5, §8). The e-mail is checked on blur; the submit stays blocked while the e-mail or the
 * password shows an error. Success asks the guest to open the link we mailed and empties the form.
 */
export function SignUpForm() {
  const { t } = useFeatureTranslation('account');
  const language = useLanguage();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _, ...account }) => {
    try {
      await registerAccount({ ...account, language });
      form.reset(empty);
      notify(accountToast('success', 'signUp.registered', 'longest'));
    } catch (error) {
      if (!showRefusal(form, error, { EMAIL_TAKEN: ['email', 'emailExists'] })) notifyServerError();
    }
  });

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('signUp.heading')}>
      <NameInput label={t('fields.name')} />
      <EmailInput label={t('fields.email')} />
      <PhoneInput label={t('fields.phone')} />
      <PasswordPair
        labels={{ password: t('fields.password'), confirm: t('fields.confirmPassword') }}
        hint={t('fields.passwordHint')}
      />
      <div className={styles.actions}>
        <SubmitButton blocked={Boolean(errors.email || errors.password)}>{t('signUp.submit')}</SubmitButton>
      </div>
    </FormCard>
  );
}
