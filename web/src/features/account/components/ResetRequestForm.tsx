import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@konyha/domain/users/user.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import formStyles from '../../../components/form/form.module.css';
import { EmailInput } from '../../../components/form/presets.tsx';
import { showRefusal } from '../../../components/form/refusal.ts';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import styles from '../AccountPage.module.css';
import { requestPasswordReset } from '../api/account.ts';

const schema = forgotPasswordSchema.pick({ email: true });
type Values = { email: string };

/** Forgot password without a token (SPEC §2): asks for the e-mail address, then says the link is on its way. */
export function ResetRequestForm() {
  const { t } = useFeatureTranslation('account');
  const language = useLanguage();
  const [sent, setSent] = useState(false);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email, language);
      setSent(true);
    } catch (error) {
      if (!showRefusal(form, error, { WRONG_EMAIL: ['email', 'wrongEmail'] })) notifyServerError();
    }
  });

  if (sent)
    return (
      <section className={`${formStyles.card} ${styles.outcome}`} role="status">
        <h2>{t('forgot.sentHeading')}</h2>
        <p>{t('forgot.sent')}</p>
      </section>
    );

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('forgot.requestHeading')}>
      <p>{t('forgot.intro')}</p>
      <EmailInput label={t('fields.email')} />
      <div className={formStyles.actions}>
        <SubmitButton>{t('forgot.submit')}</SubmitButton>
      </div>
    </FormCard>
  );
}
