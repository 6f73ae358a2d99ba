import { zodResolver } from '@hookform/resolvers/zod';
import { registrationSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { withoutLetters } from '../../../components/Field.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../accountToast.ts';
import { register as registerAccount } from '../api/account.ts';
import { InputField } from './Field.tsx';
import styles from './form.module.css';
import { withConfirm } from './passwordFields.ts';

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
  const phone = register('phone');

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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="signup-heading">
      <h2 id="signup-heading">{t('signUp.heading')}</h2>
      <InputField
        label={t('fields.name')}
        error={errors.name?.message}
        {...register('name')}
        autoComplete="name"
        maxLength={100}
        className={styles.input}
      />
      <InputField
        label={t('fields.email')}
        error={errors.email?.message}
        {...register('email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        className={styles.input}
      />
      <InputField
        label={t('fields.phone')}
        error={errors.phone?.message}
        {...phone}
        onChange={(event) => {
          event.target.value = withoutLetters(event.target.value);
          return phone.onChange(event);
        }}
        type="tel"
        autoComplete="tel"
        maxLength={25}
        className={styles.input}
      />
      <InputField
        label={t('fields.password')}
        error={errors.password?.message}
        hint={t('fields.passwordHint')}
        {...register('password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        className={styles.input}
      />
      <InputField
        label={t('fields.confirmPassword')}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        className={styles.input}
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
