import { z } from 'zod';
import { invoiceSchema } from '../accounting/invoice.schemas.ts';
import { idSchema } from '../common/input.ts';
import { invoiceDocumentSchema } from '../invoicing/invoice-status.schemas.ts';
import { orderLunchSchema } from '../lunch/lunch-menu.schemas.ts';
import { orderLineOptionSchema } from '../menu/options.schemas.ts';
import { languageSchema } from '../users/user.schemas.ts';
import { OrderSource, orderChangeSchema, staffNameSchema } from './order-changes.schemas.ts';
import { RefusalReason } from './order-decisions.schemas.ts';
import { OrderState, PaymentMethod, SettableOrderState } from './order-states.schemas.ts';

export const orderLineSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  nameEnglish: z.string(),
  /** Unit price when ordered (the dish and its options), whole forints. */
  price: z.number().int(),
  quantity: z.number().int(),
  /** The options chosen (issue 15), as they were named and priced when ordered. */
  options: z.array(orderLineOptionSchema),
  /** Issue 17: the line's VAT rate, and its net and VAT after the coupon (net + vat = the line's gross). */
  vatRate: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  /** The bottle deposit per unit (no VAT, no coupon). */
  deposit: z.number().int(),
  /** Issue 31: a lunch menu variant (no product), its soup and main as ordered; null for a dish. */
  lunch: orderLunchSchema.nullable(),
  /** Issue 31: whom in an office the line is for; null: nobody named. */
  forName: z.string().nullable(),
});

export const orderAddressSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  street: z.string(),
  /** Issue 16: '' when the guest gave none. */
  floor: z.string(),
  door: z.string(),
  doorbell: z.string(),
  courierNote: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One VAT rate of an order (lines and delivery fee together), or of a day. */
export const vatRowSchema = z.object({
  rate: z.number().int(),
  gross: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
});
export type VatRow = z.infer<typeof vatRowSchema>;

/** Where a print job of the order stands (issue 16): staff see a warning while it is RETRYING or FAILED. */
export const PrintStatus = z.enum(['QUEUED', 'PRINTED', 'RETRYING', 'FAILED']);
export const PrintWhat = z.enum(['ticket', 'slip']);
export type PrintWhat = z.infer<typeof PrintWhat>;
export const orderPrintSchema = z.object({
  what: PrintWhat,
  /** The printer's name as configured when the job was queued. */
  printer: z.string(),
  status: PrintStatus,
  /** Why the last attempt failed, as a code for the warning ("OFFLINE", "TIMEOUT", …); null when none failed. */
  error: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type OrderPrint = z.infer<typeof orderPrintSchema>;

/** An order as the API shows it (SPEC §3). Dates are ISO strings with offset. */
export const orderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: orderAddressSchema,
  products: z.array(orderLineSchema),
  coupon: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  note: z.string(),
  payment: PaymentMethod,
  payed: z.boolean(),
  state: OrderState,
  orderDate: z.iso.datetime({ offset: true }),
  preOrderDate: z.iso.datetime({ offset: true }).nullable(),
  originalPrice: z.number().int(),
  discountedPrice: z.number().int(),
  shippingCost: z.number().int(),
  total: z.number().int(),
  /** Issue 34: the courier's tip in whole forints, paid with the order and not part of `total`; 0: none. */
  tip: z.number().int(),
  /** The language the guest ordered in; every mail about the order uses it (DESIGN §7). */
  language: languageSchema,
  /** When staff first decided on it (accept, reject or start); null while it rings as new. */
  acknowledgedAt: z.iso.datetime({ offset: true }).nullable(),
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The ready time promised on accepting (a pre-order: its slot). */
  promisedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why it was rejected or cancelled; null otherwise. */
  rejectionReason: RefusalReason.nullable(),
  /** Staff's words to the guest with the reason (required with OTHER). */
  rejectionNote: z.string().nullable(),
  /** Cash: the amount the guest pays with (≥ total and tip), so the courier brings the change; null when not given. */
  payWith: z.number().int().nullable(),
  /** The order's latest print job per printer and document (issue 16); empty when nothing was printed by the server. */
  prints: z.array(orderPrintSchema),
  /** Issue 17: VAT per rate, highest first (the lines after the coupon and the delivery fee). */
  vat: z.array(vatRowSchema),
  /** The delivery fee's VAT rate. */
  shippingVatRate: z.number().int(),
  /** The bottle deposit of all lines; part of `total`, outside VAT and the coupon. */
  deposit: z.number().int(),
  /** A company invoice asked for with the order; null: none. */
  invoice: invoiceSchema.nullable(),
  /** Issue 30: the web shop, or staff taking it by phone (`takenBy`: who; null for a web order). */
  source: OrderSource,
  takenBy: staffNameSchema.nullable(),
  /** Issue 30: what staff changed after it was placed, oldest first, part by part. */
  changes: z.array(orderChangeSchema),
  /** Grows with every change of the order: a content change names the version it was made against (409 if stale). */
  version: z.number().int(),
  /** Issue 30: what the courier collects on top of an online payment (a change's extra, at the door); 0: nothing. */
  extraDue: z.number().int(),
  /** Issue 34: the order's invoice or receipt through Számlázz.hu: pending, issued (its number and PDF) or failed. */
  invoiceDocument: invoiceDocumentSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderSortKeys = ['id', 'date', 'status', 'paid', 'price'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

export const ordersPageSchema = z.object({ orders: z.array(orderSchema), count: z.number().int() });

/** PUT /order/order: staff send the order (or just its id) with the new state and/or paid flag. */
export const orderStatusChangeSchema = z.object({
  id: idSchema,
  /** Only the spec's four: REJECTED and CANCELLED have their own actions. */
  state: SettableOrderState.optional(),
  payed: z.boolean().optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const ordersAnswerSchema = z.object({ orders: z.array(orderSchema) });

/**
 * PUT /order/{id}/content's answer (issue 30): the order as it now stands, what went back to its online payment when
 * it got cheaper, and the payment provider's page for the extra when it got dearer (also mailed to the guest).
 */
export const orderContentAnswerSchema = ordersAnswerSchema.extend({
  refund: z.object({ amount: z.number().int(), reference: z.string() }).optional(),
  paymentUrl: z.string().optional(),
});
