import { z } from 'zod';
import { invoiceSchema } from '../accounting/invoice.schemas.ts';
import { orderSchema } from './order.schemas.ts';

const instant = z.iso.datetime({ offset: true });

/** How long a status link shows its order (then LINK_EXPIRED), counted from when the order was placed. */
export const statusLinkDays = 30;

/**
 * The `{token}` of `/order-status/{token}`: 32 base64url characters (24 random bytes, 192 bits). Anything else is
 * malformed and answers 404 like an unknown token.
 */
export const statusTokenPattern = /^[A-Za-z0-9_-]{32}$/;
export const statusTokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * The order as the guest's status page shows it (GET /order-status/{token}): no ids of other records (user,
 * coupon, address), the e-mail and phone masked. Product ids stay, as on the public menu, so "order again" can fill
 * the cart.
 */
export const orderStatusSchema = z.object({
  /** The order number the guest sees in mails and tells on the phone. */
  number: z.number().int(),
  /** As staff see them; `email` and `phone` masked (`a•••@g•••.com`, `+36 •• ••• ••67`). */
  ...orderSchema.pick({
    state: true,
    language: true,
    orderDate: true,
    preOrderDate: true,
    acceptedAt: true,
    promisedAt: true,
    rejectionReason: true,
    rejectionNote: true,
    name: true,
    email: true,
    phone: true,
    address: true,
    products: true,
    coupon: true,
    originalPrice: true,
    discountedPrice: true,
    shippingCost: true,
    total: true,
    tip: true,
    payment: true,
    payed: true,
    // Issue 17: the guest sees the VAT per rate and the bottle deposit; a company invoice's details stay staff's.
    vat: true,
    deposit: true,
    // Issue 30: what the courier collects on top of an online payment after a change made the order dearer.
    extraDue: true,
    // Issue 34: the guest downloads the invoice or receipt from the order page.
    invoiceDocument: true,
  }).shape,
  /** When it was ready (issue 33: first change to READY), left (first change to DELIVERING), was delivered, or was rejected/cancelled. */
  readyAt: instant.nullable(),
  onTheWayAt: instant.nullable(),
  deliveredAt: instant.nullable(),
  closedAt: instant.nullable(),
  /** Paid on the provider's page, and the provider has not confirmed it yet: the restaurant does not see it yet. */
  awaitingPayment: z.boolean(),
  /** Issue 27: its online payment went back to the guest (a refusal, or a payment that came after it was given up). */
  refunded: z.boolean(),
  /**
   * Issue 30: when the restaurant last changed what the order holds (lines, address, slot, notes); null: never. Who
   * changed it and what it was before stay staff's.
   */
  changedAt: instant.nullable(),
  /** Issue 30: forints paid back to the guest's online payment so far (a change's difference, or all of it); 0: none. */
  refundedAmount: z.number().int(),
  /** Issue 30: an extra a change asked for, waiting for the guest on the provider's page; null: none waiting. */
  extraPayment: z.object({ amount: z.number().int(), url: z.string() }).nullable(),
  /** NEW and nobody has acknowledged it: the guest may still cancel. */
  cancellable: z.boolean(),
  /** After this the link answers LINK_EXPIRED. */
  expiresAt: instant,
  /**
   * Issue 17: the company an invoice was asked for, so the guest sees it was noted; its tax number and billing
   * address stay off this page, which anyone holding the link may open.
   */
  invoice: invoiceSchema.pick({ companyName: true }).nullable(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const statusLinkAnswerSchema = z.object({ statusUrl: z.string() });
