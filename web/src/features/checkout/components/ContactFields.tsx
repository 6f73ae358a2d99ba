import { useFormContext } from 'react-hook-form';
import { withoutLetters } from '../../../components/Field.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { PayFormValues } from '../payForm.ts';
import { InputField } from './Field.tsx';
import styles from './form.module.css';

/** Name, e-mail and phone: typed by guests, the account's (read-only) for logged-in users (SPEC §2, §5). */
export function ContactFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useFeatureTranslation('checkout');
  const {
    register,
    formState: { errors },
  } = useFormContext<PayFormValues>();
  const hint = readOnly ? t('pay.immutable.personalInfo') : undefined;
  const phone = register('phone');
  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.shipping')}</legend>
      <InputField
        label={t('pay.name')}
        error={errors.name?.message}
        hint={hint}
        {...register('name')}
        className={styles.input}
        autoComplete="name"
        maxLength={100}
        readOnly={readOnly}
      />
      <InputField
        label={t('pay.email')}
        error={errors.email?.message}
        hint={hint}
        {...register('email')}
        className={styles.input}
        type="email"
        autoComplete="email"
        maxLength={254}
        readOnly={readOnly}
      />
      <InputField
        label={t('pay.phone')}
        error={errors.phone?.message}
        hint={hint}
        {...phone}
        onChange={(event) => {
          event.target.value = withoutLetters(event.target.value);
          return phone.onChange(event);
        }}
        className={styles.input}
        type="tel"
        autoComplete="tel"
        maxLength={25}
        readOnly={readOnly}
      />
    </fieldset>
  );
}
