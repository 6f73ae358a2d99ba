import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@konyha/domain/users/user.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useErrorText } from '../../../components/form/errorText.ts';
import { InputField } from '../../../components/form/Field.tsx';
import form from '../../../components/form/form.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import styles from '../AccountPage.module.css';
import { requestPasswordReset } from '../api/account.ts';

const schema = forgotPasswordSchema.pick({ email: true });
type Values = { email: string };

/** Forgot password without a token (SPEC §2): asks for the e-mail address, then says the link is on its way. */
export function ResetRequestForm() {
  const { t } = useFeatureTranslation('account');
  const errorText = useErrorText('account');
  const language = useLanguage();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email, language);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'WRONG_EMAIL')
        setError('email', { message: 'wrongEmail' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  if (sent)
    return (
      <section className={`${form.card} ${styles.outcome}`} role="status">
        <h2>{t('forgot.sentHeading')}</h2>
        <p>{t('forgot.sent')}</p>
      </section>
    );

  return (
    <form className={form.card} onSubmit={submit} noValidate aria-labelledby="forgot-heading">
      <h2 id="forgot-heading">{t('forgot.requestHeading')}</h2>
      <p>{t('forgot.intro')}</p>
      <InputField
        label={t('fields.email')}
        errorText={errorText(errors.email?.message)}
        {...register('email')}
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('forgot.submit')}
        </button>
      </div>
    </form>
  );
}
