import { z } from 'zod';
import { idSchema, instantSchema } from '../common/input.ts';
import { addressInputSchema } from '../users/user.schemas.ts';
import { cartLineSchema, orderRequestSchema } from './checkout.schemas.ts';
import { acceptRequestSchema } from './order-decisions.schemas.ts';

/** Where an order came from (issue 30): the web shop, or staff taking it by phone. */
const orderSources = ['WEB', 'PHONE'] as const;
export const OrderSource = z.enum(orderSources);
export type OrderSource = z.infer<typeof OrderSource>;

/** A staff member as an order names them (who took it, who changed it). */
export const staffNameSchema = z.object({ id: z.number().int(), name: z.string() });

/** What part of an order a change touched; each changed part is one entry with its before and after. */
const orderChangeParts = ['products', 'address', 'courierNote', 'slot', 'note', 'total'] as const;
export const OrderChangePart = z.enum(orderChangeParts);
export type OrderChangePart = z.infer<typeof OrderChangePart>;

/**
 * One change of a placed order (issue 30), as the order answer and the event log keep it. `from`/`to` are what a
 * person reads: `products` the lines as "2 × name (options)" in the order's language, `slot` an instant or null for
 * "as soon as possible", `total` forints, the others text.
 */
export const orderChangeSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  /** Null: the staff member's account is gone. */
  by: staffNameSchema.nullable(),
  what: OrderChangePart,
  from: z.json(),
  to: z.json(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** Why a change is made; the event log keeps it with the change. */
const changeReasonSchema = z.string().trim().min(1, 'required').max(300, 'tooLong');

/**
 * POST /order/phone (issue 30): the web shop's order body, for a guest on the phone. The taker accepts it at once,
 * with `minutes` or `promisedAt` as the ready time (a pre-order: its slot, neither needed).
 */
export const phoneOrderRequestSchema = orderRequestSchema
  .omit({ encryptedCardData: true })
  .extend({
    /** The registered customer the caller is (the customer search's id); absent: a guest. */
    userId: idSchema.optional().nullable(),
    minutes: acceptRequestSchema.shape.minutes,
    promisedAt: acceptRequestSchema.shape.promisedAt,
    /** Taking a slot that is full is allowed only with a reason, which the event log keeps. */
    slotOverrideReason: changeReasonSchema.optional().nullable(),
    /** An online method: Konyha mails the guest the payment provider's page; the order waits for it as online ones do. */
    paymentLink: z.boolean().optional(),
  })
  .refine((body) => body.minutes === undefined || body.promisedAt === undefined, {
    message: 'oneOfMinutesOrPromisedAt',
    path: ['promisedAt'],
  });
export type PhoneOrderRequest = z.input<typeof phoneOrderRequestSchema>;

/**
 * PUT /order/{id}/content (issue 30): the order's new lines (and address, slot, note) in full, against the version
 * the staff member saw. Absent parts stay as they are; `preOrderDate` null makes it "as soon as possible".
 */
export const orderContentRequestSchema = z.object({
  version: z.number().int().min(1),
  /** The dishes; none only when the order keeps a lunch menu (issue 31: its lunch menus stay as they are). */
  products: z.array(cartLineSchema).max(50),
  address: addressInputSchema.optional(),
  preOrderDate: instantSchema.optional().nullable(),
  note: z.string().trim().max(500, 'tooLong').optional(),
  reason: changeReasonSchema,
  /** An order paid online that got dearer: the courier collects the extra at the door instead of a payment link. */
  collectAtDoor: z.boolean().optional(),
});
export type OrderContentRequest = z.input<typeof orderContentRequestSchema>;
