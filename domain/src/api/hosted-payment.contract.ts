import {
  hostedNotificationAnswer,
  hostedNotificationBody,
  hostedNotificationHeaders,
  hostedReferenceParams,
  hostedReturnQuery,
  hostedSandboxDecision,
} from '../orders/hosted-payment.schemas.ts';
import { endpoint, endpointWith } from './endpoint.ts';

/** The sandbox provider's page of one payment: the guest's browser reads it and posts its form back. */
const sandboxPage = endpointWith({
  path: '/payment/hosted/:reference',
  access: 'public',
  tags: ['payment'],
  rateLimit: { perMinute: 30 },
});

/**
 * Online SZÉP card through the provider's hosted payment page (issue 17). The provider calls `callback`; the guest's
 * browser comes back through `return`. The sandbox provider's page (`page`, `decide`) stands in for the provider in
 * sandbox mode, as the sandbox bank's 3-D Secure page does for the card issuer; browsers navigate to these, no
 * client calls them.
 */
export const hostedPayment = {
  callback: endpoint({
    method: 'POST',
    path: '/payment/hosted/callback',
    access: 'public',
    tags: ['payment'],
    summary: "The payment provider's signed notification of a payment's outcome",
    description:
      'A missing or wrong signature: 400 INVALID_SIGNATURE, nothing changes. A repeated notification answers 200 ' +
      '`repeated` and changes nothing; a payment after the order was given up (30 minutes): 409 CONFLICT.',
    request: { headers: hostedNotificationHeaders, body: hostedNotificationBody },
    response: { 200: hostedNotificationAnswer },
    rateLimit: { perMinute: 300 },
  }),
  return: endpoint({
    method: 'GET',
    path: '/payment/hosted/return',
    access: 'public',
    tags: ['payment'],
    summary: "Where the provider's page sends the guest back: on to the order's page, or to the cart",
    description:
      '303 to the order page (paid, or still waiting for the notification) or to `/cart?payment=rejected` (the ' +
      'payment did not go through). The return alone never marks an order paid.',
    request: { querystring: hostedReturnQuery },
    rateLimit: { perMinute: 30 },
  }),
  page: sandboxPage({
    method: 'GET',
    summary: "The sandbox provider's payment page (HTML): the amount, Pay with SZÉP card, Cancel",
    request: { params: hostedReferenceParams },
  }),
  decide: sandboxPage({
    method: 'POST',
    summary: "The sandbox provider page's form: notifies Konyha (signed, over HTTP) and sends the guest back",
    request: { params: hostedReferenceParams, body: hostedSandboxDecision },
  }),
};
