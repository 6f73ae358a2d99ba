import { paymentMinutesRange } from '@konyha/domain/payments/payment-settings';
import {
  type PaymentSettings,
  paymentSettingsUpdateSchema,
} from '@konyha/domain/payments/payment-settings.schemas';
import { z } from 'zod';

const { min, max } = paymentMinutesRange;
/** A waiting time: the domain's bounds, with message keys of this screen (the domain's own are zod's English). */
const minutes = z.number('required').int('range').min(min, 'range').max(max, 'range');

/** The domain's update with both waiting times required: the screen always shows and sends them. */
export const paymentsFormSchema = paymentSettingsUpdateSchema.extend({
  cardPaymentMinutes: minutes,
  szepPaymentMinutes: minutes,
});
export type PaymentsFormValues = z.infer<typeof paymentsFormSchema>;
export type PaymentsField = keyof PaymentsFormValues;

/** The form's values of the settings the server answered (test mode is the server's, not the form's). */
export const valuesOf = ({ methods, cardPaymentMinutes, szepPaymentMinutes }: PaymentSettings) => ({
  methods,
  cardPaymentMinutes,
  szepPaymentMinutes,
});

const fields: readonly PaymentsField[] = ['methods', 'cardPaymentMinutes', 'szepPaymentMinutes'];

/** The field a refused path of the server shows at: "methods.2" at the methods. */
export const fieldOfRefusal = (path: string) =>
  fields.find((name) => path === name || path.startsWith(`${name}.`));
