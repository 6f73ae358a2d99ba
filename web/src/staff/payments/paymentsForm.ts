import { paymentMinutesRange } from '@konyha/domain/payments/payment-settings';
import {
  type PaymentSettings,
  paymentSettingsUpdateSchema,
} from '@konyha/domain/payments/payment-settings.schemas';
import { z } from 'zod';
import { refusedFieldMessage } from '../../components/form/refusal.ts';
import { ApiRequestError } from '../../lib/api.ts';

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

/**
 * The server's refusal as the form shows it: an online method the payment provider cannot take (at the methods), or
 * a field it found invalid ("methods.2" at the methods); undefined for anything else (the server-error toast).
 */
export function refusalOf(error: unknown): { field: PaymentsField; message: string } | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'PAYMENT_METHOD_UNAVAILABLE') return { field: 'methods', message: 'unavailable' };
  const path = error.fieldPath;
  const field = fields.find((name) => path === name || path?.startsWith(`${name}.`));
  if (error.code !== 'VALIDATION_ERROR' || !field) return undefined;
  return { field, message: refusedFieldMessage(error) ?? 'invalid' };
}
