import { useFormContext } from 'react-hook-form';
import { useErrorText } from '../../../components/form/errorText.ts';
import { InputField } from '../../../components/form/Field.tsx';
import styles from '../../../components/form/form.module.css';
import { withoutLetters } from '../../../components/form/values.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { PayFormValues } from '../payForm.ts';

/** Name, e-mail and phone: typed by guests, the account's (read-only) for logged-in users (SPEC §2, §5). */
export function ContactFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useFeatureTranslation('checkout');
  const errorText = useErrorText('checkout');
  const {
    register,
    formState: { errors },
  } = useFormContext<PayFormValues>();
  const hint = readOnly ? t('pay.immutable.personalInfo') : undefined;
  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.shipping')}</legend>
      <InputField
        label={t('pay.name')}
        errorText={errorText(errors.name?.message)}
        hint={hint}
        {...register('name')}
        autoComplete="name"
        maxLength={100}
        readOnly={readOnly}
      />
      <InputField
        label={t('pay.email')}
        errorText={errorText(errors.email?.message)}
        hint={hint}
        {...register('email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        readOnly={readOnly}
      />
      <InputField
        label={t('pay.phone')}
        errorText={errorText(errors.phone?.message)}
        hint={hint}
        {...register('phone')}
        filter={withoutLetters}
        type="tel"
        autoComplete="tel"
        maxLength={25}
        readOnly={readOnly}
      />
    </fieldset>
  );
}
