import { z } from 'zod';
import { PaymentMethod } from '../orders/order-states.schemas.ts';
import { paymentMinutesRange } from './payment-settings.ts';

const minutes = z.number().int().min(paymentMinutesRange.min).max(paymentMinutesRange.max);

const methodList = z
  .array(PaymentMethod)
  .min(1, 'atLeastOneMethod')
  .refine((methods) => new Set(methods).size === methods.length, 'duplicateMethod');

/**
 * GET /settings/payments (public): the methods guests are offered now, whether payments are in test mode (the
 * sandbox bank: no real money moves), how long an online payment may wait for its guest, and the methods this
 * server can take at all (`available`: the door methods and what the payment provider takes), which the managers'
 * screen offers to choose from.
 */
export const paymentSettingsSchema = z.object({
  methods: methodList,
  available: z.array(PaymentMethod),
  testMode: z.boolean(),
  cardPaymentMinutes: minutes,
  szepPaymentMinutes: minutes,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** PUT /settings/payments (MANAGER, ADMIN): the methods the restaurant takes and, optionally, the waiting times. */
export const paymentSettingsUpdateSchema = z.object({
  methods: methodList,
  cardPaymentMinutes: minutes.optional(),
  szepPaymentMinutes: minutes.optional(),
});
export type PaymentSettingsUpdate = z.infer<typeof paymentSettingsUpdateSchema>;
