import { paymentMethods } from '@konyha/domain/orders/order-states';
import { useFormContext } from 'react-hook-form';
import { FormInput } from '../../../components/form/FormInput.tsx';
import styles from '../../../components/form/form.module.css';
import { digitsOnly } from '../../../components/form/values.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { PayFormValues } from '../payForm.ts';
import { PayWithField } from './PayWithField.tsx';

type CardField = keyof PayFormValues['card'];

/**
 * Cash (the default) with what the guest pays with, card or SZÉP card at the door, online card with the card fields,
 * or online SZÉP card on the provider's page (SPEC §2, §9; issues 16, 17). `total`: the order's total with delivery,
 * once known.
 */
export function PaymentFields({ total }: { total: number | undefined }) {
  const { t } = useFeatureTranslation('checkout');
  const { register, watch } = useFormContext<PayFormValues>();
  const payment = watch('payment');
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
        {payment === 'CASH' && <PayWithField total={total} />}
        {payment === 'SZEP_CARD_ONLINE' && <p className={styles.hint}>{t('pay.szepOnline')}</p>}
      </fieldset>
      {payment === 'CREDIT_CARD_ONLINE' && <CardFields />}
    </>
  );
}

function CardFields() {
  const { t } = useFeatureTranslation('checkout');
  const digits = (field: CardField, maxLength: number, autoComplete: string) => (
    <FormInput
      name={`card.${field}`}
      label={t(`pay.card.${field}`)}
      filter={(value) => digitsOnly(value).slice(0, maxLength)}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={maxLength}
    />
  );

  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.card.legend')}</legend>
      <p className={`${styles.hint} ${styles.wide}`}>{t('pay.card.secure')}</p>
      <div className={styles.wide}>{digits('cardNumber', 19, 'cc-number')}</div>
      <FormInput
        name="card.cardHolderName"
        label={t('pay.card.cardHolderName')}
        fieldClassName={styles.wide}
        autoComplete="cc-name"
        maxLength={80}
      />
      {digits('expMonth', 2, 'cc-exp-month')}
      {digits('expYear', 4, 'cc-exp-year')}
      {digits('cvn', 3, 'cc-csc')}
    </fieldset>
  );
}
