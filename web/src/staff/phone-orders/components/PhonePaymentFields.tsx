import { type PaymentMethod, paymentMethods } from '@konyha/domain/orders/order-states';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { PayWithField, useOfferedPayments } from '../../../features/checkout/index.ts';
import type { PhoneOrderValues } from '../phoneOrderForm.ts';

/**
 * How the caller pays: cash (with what they pay with), card or SZÉP card at the door, or a payment link for an
 * online method the restaurant takes now, which Konyha mails to the guest (so it needs their e-mail).
 */
export function PhonePaymentFields({ total }: { total: number | undefined }) {
  const { t } = useTranslation('staff');
  const { t: checkout } = useTranslation('checkout');
  const { register, watch, setValue } = useFormContext<PhoneOrderValues>();
  const payment = watch('payment');
  const { methods } = useOfferedPayments();
  const first = methods[0];
  // A method switched off meanwhile gives way to the first one offered, as on the pay form.
  useEffect(() => {
    if (first && !methods.includes(payment)) setValue('payment', first);
  }, [first, methods, payment, setValue]);
  const label = (method: PaymentMethod) =>
    isOnlinePayment(method)
      ? t(`phoneOrder.payment.link.${method}` as 'phoneOrder.payment.link.CREDIT_CARD_ONLINE')
      : checkout(`pay.methods.${method}`);

  return (
    <fieldset className={form.section}>
      <legend>{checkout('pay.payment')}</legend>
      <div className={form.choices}>
        {paymentMethods
          .filter((method) => methods.includes(method))
          .map((method) => (
            <label key={method} className={form.choice}>
              <input type="radio" value={method} {...register('payment')} />
              {label(method)}
            </label>
          ))}
      </div>
      {payment === 'CASH' && <PayWithField total={total} />}
      {isOnlinePayment(payment) && (
        <p className={`${form.hint} ${form.wide}`}>{t('phoneOrder.payment.linkHint')}</p>
      )}
    </fieldset>
  );
}
