import { z } from 'zod';

/**
 * The reference of a payment on the provider's page: `hp_` and 32 hex digits (128 random bits), chosen by Konyha
 * when it starts the payment (SimplePay's `orderRef`). It leads to the order's status page on the guest's return, so
 * it is as hard to guess as a status link; logs carry route patterns only, never its value.
 */
export const hostedReferencePattern = /^hp_[0-9a-f]{32}$/;
export const hostedReferenceSchema = z.string().regex(hostedReferencePattern, 'invalidReference');

export const hostedReferenceParams = z.object({ reference: hostedReferenceSchema });
export const hostedReturnQuery = z.object({ reference: hostedReferenceSchema });

/** The provider's notification (its body, as JSON; its HMAC-SHA384 in the `Signature` header, base64). */
export const hostedNotificationSchema = z.object({
  reference: hostedReferenceSchema,
  /** SUCCESS: paid. CANCELLED: the guest gave up on the provider's page. FAILED: the provider refused the card. */
  status: z.enum(['SUCCESS', 'CANCELLED', 'FAILED']),
  /** Whole forints. */
  amount: z.number().int().min(0),
  currency: z.literal('HUF'),
});
export type HostedNotification = z.infer<typeof hostedNotificationSchema>;

/** The signed notification as sent: its raw text is what the signature covers, so it is read as text. */
export const hostedNotificationBody = z
  .string()
  .max(4096)
  .describe(
    'The notification as JSON text: { reference, status: SUCCESS|CANCELLED|FAILED, amount, currency: HUF }',
  );

export const hostedNotificationHeaders = z.object({
  signature: z
    .string()
    .max(200)
    .optional()
    .describe('Base64 HMAC-SHA384 of the raw body with the shared secret'),
});

/**
 * What Konyha answers a notification it took: paid, cancelled, or already so (a repeat changes nothing); a payment
 * after its order was given up revived it (what it held was still free) or was refunded at once (issue 27).
 */
export const hostedNotificationAnswer = z.object({
  outcome: z.enum(['paid', 'cancelled', 'repeated', 'revived', 'refunded']),
});
export type HostedNotificationAnswer = z.infer<typeof hostedNotificationAnswer>;

/** The sandbox provider page's form: pay or cancel. */
export const hostedSandboxDecision = z.object({ decision: z.enum(['pay', 'cancel']) });
