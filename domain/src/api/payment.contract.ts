import { z } from 'zod';
import { paymentSettingsSchema, paymentSettingsUpdateSchema } from '../payments/payment-settings.schemas.ts';
import { endpoint } from './endpoint.ts';

/**
 * The payment methods a restaurant takes (issue 27), and OTP SimplePay's two calls into Konyha: its IPN (the
 * provider's signed word on a payment, the only thing that marks an order paid) and the guest's way back from its
 * page (`r` and `s`, signed too, which only decides where the guest lands).
 */
export const payment = {
  settings: endpoint({
    method: 'GET',
    path: '/settings/payments',
    access: 'public',
    tags: ['settings'],
    summary:
      'The payment methods offered now, whether payments are in test mode, how long a payment may wait',
    response: { 200: paymentSettingsSchema },
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/settings/payments',
    access: 'managePayments',
    tags: ['settings'],
    summary: 'The payment methods the restaurant takes (logged in the event log)',
    description:
      'An online method the payment provider cannot take (PAYMENT_PROVIDER=off, or no SimplePay account for it): ' +
      '400 PAYMENT_METHOD_UNAVAILABLE naming `methods`.',
    request: { body: paymentSettingsUpdateSchema },
    response: { 200: paymentSettingsSchema },
  }),
  simplePayIpn: endpoint({
    method: 'POST',
    path: '/payment/simplepay/ipn',
    access: 'public',
    tags: ['payment'],
    summary: "SimplePay's instant payment notification (IPN)",
    description:
      'Signed (`Signature`: base64 HMAC-SHA384 of the raw body with the merchant key). Answered 200 with the body ' +
      'plus `receiveDate`, signed, once Konyha has taken it (a repeat is answered the same and changes nothing). A ' +
      'missing or wrong signature: 400 INVALID_SIGNATURE; an IPN that does not match its order (merchant, total): ' +
      '409 CONFLICT; a refund the provider could not make now: 503, and SimplePay repeats the IPN later.',
    request: {
      headers: z.object({ signature: z.string().max(200).optional() }),
      body: z.string().max(8192).describe('The IPN as JSON text, exactly as SimplePay sent it'),
    },
    rateLimit: { perMinute: 600 },
  }),
  simplePayBack: endpoint({
    method: 'GET',
    path: '/payment/simplepay/back',
    access: 'public',
    tags: ['payment'],
    summary: "Where SimplePay's page sends the guest back (`r`, `s`): on to the order's page, or to the cart",
    description:
      '303 to the order page when the payment went through or is still being confirmed, or to ' +
      '`/cart?payment=cancelled|timeout|failed`. The way back never marks an order paid; a forged `s` leads home.',
    request: {
      querystring: z.object({ r: z.string().min(1).max(2048), s: z.string().min(1).max(200) }),
    },
    rateLimit: { perMinute: 30 },
  }),
};
