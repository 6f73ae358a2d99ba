import styles from '../../../components/form/form.module.css';
import { EmailInput, NameInput, PhoneInput } from '../../../components/form/presets.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';

/** Name, e-mail and phone: typed by guests, the account's (read-only) for logged-in users (SPEC §2, §5). */
export function ContactFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useFeatureTranslation('checkout');
  const locked = { readOnly, hint: readOnly ? t('pay.immutable.personalInfo') : undefined };
  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.shipping')}</legend>
      <NameInput label={t('pay.name')} {...locked} />
      <EmailInput label={t('pay.email')} {...locked} />
      <PhoneInput label={t('pay.phone')} {...locked} />
    </fieldset>
  );
}
