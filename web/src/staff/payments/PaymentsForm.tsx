import { zodResolver } from '@hookform/resolvers/zod';
import { type PaymentMethod, paymentMethods } from '@konyha/domain/orders/order-states';
import { paymentMinutesRange } from '@konyha/domain/payments/payment-settings';
import type { PaymentSettings } from '@konyha/domain/payments/payment-settings.schemas';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { Form, SubmitButton, useFieldError } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import formStyles from '../../components/form/form.module.css';
import { showFieldRefusal, showRefusal } from '../../components/form/refusal.ts';
import { digitsOnly, numberOrUndefined } from '../../components/form/values.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useSavePaymentSettings } from './api.ts';
import styles from './payments.module.css';
import {
  fieldOfRefusal,
  type PaymentsField,
  type PaymentsFormValues,
  paymentsFormSchema,
  valuesOf,
} from './paymentsForm.ts';

/** The text of a message key under `payments.errors`; one it does not know reads as "invalid value". */
function usePaymentsErrorText() {
  const { t, i18n } = useTranslation('staff');
  return (message: string | undefined) => {
    if (message === undefined) return undefined;
    const key = i18n.exists(`staff:payments.errors.${message}`) ? message : 'invalid';
    return t(`payments.errors.${key}` as 'payments.errors.range', paymentMinutesRange);
  };
}

/**
 * Edits the methods offered and the waiting times, and saves them at once. What the payment provider cannot take the
 * server says (`available`), and refuses should it change meanwhile (PAYMENT_METHOD_UNAVAILABLE).
 */
export function PaymentsForm({ saved }: { saved: PaymentSettings }) {
  const { t } = useTranslation('staff');
  const errorText = usePaymentsErrorText();
  const form = useForm<PaymentsFormValues>({
    resolver: zodResolver(paymentsFormSchema),
    defaultValues: valuesOf(saved),
  });
  const save = useSavePaymentSettings();

  const submit = form.handleSubmit(async (body) => {
    try {
      form.reset(valuesOf(await save.mutateAsync(body)));
      notifyStaff('success', 'payments.saved', 'short');
    } catch (error) {
      // An online method the payment provider cannot take shows at the methods, a field the server found invalid at it.
      const refused =
        showRefusal(form, error, { PAYMENT_METHOD_UNAVAILABLE: ['methods', 'unavailable'] }) ||
        showFieldRefusal(form, error, fieldOfRefusal);
      if (!refused) return notifyServerError();
      notifyStaff('warning', 'payments.fixErrors');
    }
  });

  return (
    <Form form={form} errorText={errorText} onSubmit={submit} className={styles.form}>
      <MethodsField available={saved.available} />
      <MinutesField name="cardPaymentMinutes" />
      <MinutesField name="szepPaymentMinutes" />
      <div className={formStyles.actions}>
        <SubmitButton>{t('payments.save')}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * A box per method, in the pay form's order; the group carries its error (none chosen, or one refused). A method the
 * server cannot take now (an online one while PAYMENT_PROVIDER is off) is shown switched off, with why: the server
 * keeps it chosen for when the provider takes it again.
 */
function MethodsField({ available }: { available: readonly PaymentMethod[] }) {
  const { t } = useTranslation('staff');
  const { register } = useFormContext<PaymentsFormValues>();
  return (
    <Fieldset legend={t('payments.methods')} errorText={useFieldError('methods')} className={styles.methods}>
      {paymentMethods.map((method) => {
        const takes = available.includes(method);
        return (
          <label key={method} className={formStyles.choice}>
            <input type="checkbox" value={method} disabled={!takes} {...register('methods')} />
            {t(`payment.${method}`)}
            {!takes && <span className={styles.unavailable}> — {t('payments.unavailable')}</span>}
          </label>
        );
      })}
    </Fieldset>
  );
}

function MinutesField({ name }: { name: Exclude<PaymentsField, 'methods'> }) {
  const { t } = useTranslation('staff');
  return (
    <FormInput
      name={name}
      label={t(`payments.${name}`)}
      hint={t('payments.minutesHint', paymentMinutesRange)}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      required
      filter={digitsOnly}
      options={{ setValueAs: numberOrUndefined }}
      fieldClassName={styles.minutes}
    />
  );
}
