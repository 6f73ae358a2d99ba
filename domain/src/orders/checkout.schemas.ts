import { z } from 'zod';
import { invoiceSchema } from '../accounting/invoice.schemas.ts';
import type { LunchCartLine } from '../cart/cart.ts';
import { daySchema, idSchema, instantSchema } from '../common/input.ts';
import {
  addressInputSchema,
  emailSchema,
  languageSchema,
  nameSchema,
  phoneSchema,
} from '../users/user.schemas.ts';
import { PaymentMethod } from './order-states.schemas.ts';
import { maxTip } from './tip.ts';

/**
 * The client sends product ids, quantities and chosen option ids only; prices always come from the server
 * (DESIGN §5). Without `options` (the spec's shape) the line has no options, fine for a dish without required groups.
 */
export const cartLineSchema = z.object({
  id: idSchema,
  quantity: z.number().int().min(1).max(99),
  options: z.array(idSchema).max(50, 'tooMany').default([]),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Issue 31: whom in an office a line is for ("Kata"), printed beside it on the bag slip; null: nobody named. */
export const forNameSchema = z
  .string()
  .trim()
  .max(40, 'tooLong')
  .nullish()
  .transform((name) => name || null);

export type { LunchCartLine };
export type DishCartLine = CartLine & { forName: string | null };
export type OrderLineInput = DishCartLine | LunchCartLine;

export const isLunchLine = (line: OrderLineInput): line is LunchCartLine => 'lunchVariantId' in line;

/**
 * A line of an order or a price request: a dish (`id`, with options) or a lunch variant of a day (`lunchVariantId`,
 * `date`, `mainOnly`), either with a `forName`. One object, not a union, so a mistake is named by its field
 * (`products.2.date`) rather than as "matches neither".
 */
export const orderLineInputSchema = z
  .object({
    id: idSchema.optional(),
    lunchVariantId: idSchema.optional(),
    date: daySchema.optional(),
    mainOnly: z.boolean().optional(),
    quantity: z.number().int().min(1).max(99),
    options: z.array(idSchema).max(50, 'tooMany').default([]),
    forName: forNameSchema,
  })
  .superRefine((line, context) => {
    if (line.lunchVariantId === undefined) {
      if (line.id === undefined) context.addIssue({ code: 'custom', message: 'required', path: ['id'] });
      return;
    }
    if (line.id !== undefined) context.addIssue({ code: 'custom', message: 'dishOrLunch', path: ['id'] });
    if (line.date === undefined) context.addIssue({ code: 'custom', message: 'required', path: ['date'] });
    if (line.options.length > 0)
      context.addIssue({ code: 'custom', message: 'noOptions', path: ['options'] });
  })
  .transform(
    ({ id, lunchVariantId, date, mainOnly, quantity, options, forName }): OrderLineInput =>
      lunchVariantId === undefined
        ? { id: id as number, quantity, options, forName }
        : { lunchVariantId, date: date as string, quantity, mainOnly: mainOnly ?? false, forName },
  );

const couponCodeSchema = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.toUpperCase())
  .optional()
  .nullable();

/** POST /order/calculate: the cart, an optional coupon and, once known, the address (for the shipping cost). */
export const calculateRequestSchema = z.object({
  products: z.array(orderLineInputSchema).min(1, 'emptyCart').max(50),
  coupon: couponCodeSchema,
  address: z
    .object({ zipCode: z.string().regex(/^\d{4}$/, 'zipInvalid') })
    .partial()
    .optional()
    .nullable(),
});
export type CalculateRequest = z.input<typeof calculateRequestSchema>;
/** A price request as the server reads it (lines parsed into dishes and lunch variants). */
export type ParsedCalculateRequest = z.output<typeof calculateRequestSchema>;

export const priceSummarySchema = z.object({
  coupon: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  originalPrice: z.number().int(),
  discountedPrice: z.number().int(),
  /** Null until the address (zip code) is known. */
  shippingCost: z.number().int().nullable(),
  /** Issue 17: the bottle deposit of the cart (outside the coupon, VAT and the minimum order value). */
  deposit: z.number().int(),
  /** Items after the coupon, delivery (once known) and the deposit. */
  total: z.number().int(),
});
export type PriceSummary = z.infer<typeof priceSummarySchema>;
export const calculateAnswerSchema = z.object({ orders: z.array(priceSummarySchema) });

/** The encrypted card (SPEC §7): AES key wrapped with the server's RSA key; IV = first 16 characters of userId. */
export const encryptedCardSchema = z.object({
  userId: z.string().min(16).max(100),
  payload: z.string().min(1).max(4096),
  encAesKey: z.string().min(1).max(2048),
});
export type EncryptedCard = z.infer<typeof encryptedCardSchema>;

/**
 * POST /order/add. Guests give name, e-mail and phone; for a logged-in customer the account's are used. The card
 * payload (`encryptedCardData`) is required only where Konyha reads the card itself (the sandbox bank); with a real
 * provider the card is typed on the provider's page, so the server decides (issue 27).
 */
export const orderRequestSchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  address: addressInputSchema,
  products: z.array(orderLineInputSchema).min(1, 'emptyCart').max(50),
  coupon: couponCodeSchema,
  note: z.string().trim().max(500, 'tooLong').default(''),
  payment: PaymentMethod.default('CASH'),
  /** Cash only (issue 16): the note the guest pays with, at least the total and tip (the server checks it against its own). */
  payWith: z
    .number()
    .int('payWithInvalid')
    .min(1, 'payWithInvalid')
    .max(1_000_000, 'payWithInvalid')
    .optional()
    .nullable(),
  /** Issue 34: the courier's tip in whole forints (the pay form offers 5, 10, 15 % of the total or an amount). */
  tip: z.number().int('tipInvalid').min(0, 'tipInvalid').max(maxTip, 'tipInvalid').default(0),
  encryptedCardData: encryptedCardSchema.optional().nullable(),
  /** Absent or null: as soon as possible. */
  preOrderDate: instantSchema.optional().nullable(),
  /** Absent: the language cookie, else Accept-Language, else Hungarian (DESIGN §7). */
  language: languageSchema.optional(),
  /** Issue 17: a company invoice; absent or null: none. */
  invoice: invoiceSchema.optional().nullable(),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderAnswerSchema = z.object({
  orderId: z.number().int(),
  /** The guest's live order page, `/order-status/{token}` on this site (the token is the only key to it). */
  statusUrl: z.string(),
  /**
   * Set when the browser must go on to pay: the payment provider's page (SimplePay, the sandbox SZÉP page) or the card
   * issuer's 3-D Secure page.
   */
  url: z.string().optional(),
});

export const publicKeyAnswerSchema = z.object({ userId: z.string(), rsaPublicKey: z.string() });
