import { zodResolver } from '@hookform/resolvers/zod';
import { registrationSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useErrorText } from '../../../components/form/errorText.ts';
import { InputField } from '../../../components/form/Field.tsx';
import styles from '../../../components/form/form.module.css';
import { PasswordPair } from '../../../components/form/PasswordPair.tsx';
import { withoutLetters } from '../../../components/form/values.ts';
import { withConfirm } from '../../../components/form/withConfirm.ts';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../accountToast.ts';
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
  const errorText = useErrorText('account');
  const language = useLanguage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const submit = handleSubmit(async ({ confirmPassword: _, ...account }) => {
    try {
      await registerAccount({ ...account, language });
      reset(empty);
      notify(accountToast('success', 'signUp.registered', 'longest'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'EMAIL_TAKEN')
        setError('email', { message: 'emailExists' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="signup-heading">
      <h2 id="signup-heading">{t('signUp.heading')}</h2>
      <InputField
        label={t('fields.name')}
        errorText={errorText(errors.name?.message)}
        {...register('name')}
        autoComplete="name"
        maxLength={100}
      />
      <InputField
        label={t('fields.email')}
        errorText={errorText(errors.email?.message)}
        {...register('email')}
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <InputField
        label={t('fields.phone')}
        errorText={errorText(errors.phone?.message)}
        {...register('phone')}
        filter={withoutLetters}
        type="tel"
        autoComplete="tel"
        maxLength={25}
      />
      <PasswordPair
        password={register('password')}
        confirm={register('confirmPassword')}
        labels={{ password: t('fields.password'), confirm: t('fields.confirmPassword') }}
        hint={t('fields.passwordHint')}
        errorText={{
          password: errorText(errors.password?.message),
          confirm: errorText(errors.confirmPassword?.message),
        }}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={isSubmitting || Boolean(errors.email || errors.password)}
        >
          {t('signUp.submit')}
        </button>
      </div>
    </form>
  );
}
