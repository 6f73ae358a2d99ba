import { paymentMethods } from '@konyha/domain/orders/order-states';
import { useFormContext } from 'react-hook-form';
import { digitsOnly } from '../../../components/Field.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { PayFormValues } from '../payForm.ts';
import { InputField } from './Field.tsx';
import styles from './form.module.css';

type CardField = keyof PayFormValues['card'];

/** Cash (the default), card at the door, or online card with the card fields (SPEC §2, §9). */
export function PaymentFields() {
  const { t } = useFeatureTranslation('checkout');
  const { register, watch } = useFormContext<PayFormValues>();
  return (
    <>
      <fieldset className={styles.section}>
        <legend>{t('pay.payment')}</legend>
        <div className={styles.choices}>
          {paymentMethods.map((method) => (
            <label key={method} className={styles.choice}>
              <input type="radio" value={method} {...register('payment')} />
              {t(`pay.methods.${method}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {watch('payment') === 'CREDIT_CARD_ONLINE' && <CardFields />}
    </>
  );
}

function CardFields() {
  const { t } = useFeatureTranslation('checkout');
  const {
    register,
    formState: { errors },
  } = useFormContext<PayFormValues>();

  const digits = (field: CardField, maxLength: number, autoComplete: string) => {
    const registered = register(`card.${field}`);
    return (
      <InputField
        label={t(`pay.card.${field}`)}
        error={errors.card?.[field]?.message}
        {...registered}
        onChange={(event) => {
          event.target.value = digitsOnly(event.target.value).slice(0, maxLength);
          return registered.onChange(event);
        }}
        className={styles.input}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
    );
  };

  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.card.legend')}</legend>
      <p className={`${styles.hint} ${styles.wide}`}>{t('pay.card.secure')}</p>
      <div className={styles.wide}>{digits('cardNumber', 19, 'cc-number')}</div>
      <InputField
        label={t('pay.card.cardHolderName')}
        error={errors.card?.cardHolderName?.message}
        fieldClassName={styles.wide}
        {...register('card.cardHolderName')}
        className={styles.input}
        autoComplete="cc-name"
        maxLength={80}
      />
      {digits('expMonth', 2, 'cc-exp-month')}
      {digits('expYear', 4, 'cc-exp-year')}
      {digits('cvn', 3, 'cc-csc')}
    </fieldset>
  );
}
