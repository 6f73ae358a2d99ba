import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormInput } from '../../../components/form/FormInput.tsx';
import styles from '../../../components/form/form.module.css';
import { digitsOnly } from '../../../components/form/values.ts';
import { TestModeNotice } from '../../../components/TestModeNotice.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { OfferedPayments } from '../api/paymentSettings.ts';
import type { PayFormValues } from '../payForm.ts';
import { PayWithField } from './PayWithField.tsx';

type CardField = keyof PayFormValues['card'];

/**
 * Cash (the default) with what the guest pays with, card or SZÉP card at the door, online card, or online SZÉP card
 * on the provider's page (SPEC §2, §9; issues 16, 17): those the restaurant takes now (issue 27). The online card's
 * fields show where Konyha reads the card (the sandbox bank); with a real provider it is typed on its page. `total`:
 * the order's total with delivery, once known.
 */
export function PaymentFields({ total, offered }: { total: number | undefined; offered: OfferedPayments }) {
  const { t } = useFeatureTranslation('checkout');
  const { register, watch, setValue } = useFormContext<PayFormValues>();
  const payment = watch('payment');
  const { methods, testMode, cardForm } = offered;
  // A method the restaurant does not take now (chosen before the settings arrived) gives way to the first one offered.
  const first = methods[0];
  useEffect(() => {
    if (first && !methods.includes(payment)) setValue('payment', first);
  }, [first, methods, payment, setValue]);
  return (
    <>
      <fieldset className={styles.section}>
        <legend>{t('pay.payment')}</legend>
        {testMode && <TestModeNotice className={styles.wide} />}
        <div className={styles.choices}>
          {methods.map((method) => (
            <label key={method} className={styles.choice}>
              <input type="radio" value={method} {...register('payment')} />
              {t(`pay.methods.${method}`)}
            </label>
          ))}
        </div>
        {payment === 'CASH' && <PayWithField total={total} />}
        {payment === 'SZEP_CARD_ONLINE' && <p className={styles.hint}>{t('pay.szepOnline')}</p>}
        {payment === 'CREDIT_CARD_ONLINE' && !cardForm && (
          <p className={`${styles.hint} ${styles.wide}`}>
            {t('pay.cardOnProvider', { button: t('pay.send') })}
          </p>
        )}
      </fieldset>
      {payment === 'CREDIT_CARD_ONLINE' && cardForm && <CardFields />}
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
