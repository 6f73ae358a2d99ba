import { z } from 'zod';
import { Allergenic } from '../menu/products.ts';
import { orderAddressSchema, orderPrintSchema } from '../orders/order.schemas.ts';
import { orderChangeSchema } from '../orders/order-changes.schemas.ts';
import { PaymentMethod } from '../orders/order-states.schemas.ts';

const instant = z.iso.datetime({ offset: true });

/**
 * Issue 30: a reprint after staff changed the order is marked CHANGED with what changed, each part before and after
 * (an OrderChange without who and when); absent on a first print and on the print views.
 */
const printedChangesSchema = z.array(orderChangeSchema.pick({ what: true, from: true, to: true })).optional();
export type PrintedChange = NonNullable<z.infer<typeof printedChangesSchema>>[number];

/**
 * GET /order/{id}/ticket: what the kitchen cooks from (issue 16). Names in both languages (the print view shows
 * the dashboard's language); nothing about money. `text` is the same ticket laid out in 42-column lines as the
 * network printers print it (Hungarian).
 */
export const ticketSchema = z.object({
  orderId: z.number().int(),
  orderDate: instant,
  /** Null: as soon as possible. */
  preOrderDate: instant.nullable(),
  promisedAt: instant.nullable(),
  lines: z.array(
    z.object({
      quantity: z.number().int(),
      name: z.string(),
      nameEnglish: z.string(),
      options: z.array(z.object({ name: z.string(), nameEnglish: z.string() })),
      /** The dish's diet and allergen marks as the menu shows them (GLUTEN_FREE, HOT, …). */
      marks: z.array(Allergenic),
    }),
  ),
  note: z.string(),
  changes: printedChangesSchema,
  text: z.array(z.string()),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /order/{id}/slip: the bag slip (issue 16) — who, where, and what the courier collects. */
export const slipSchema = z.object({
  orderId: z.number().int(),
  name: z.string(),
  /** Masked for the bag: "+36 30 *** **67". */
  phone: z.string(),
  address: orderAddressSchema,
  payment: PaymentMethod,
  /** Paid online (or marked paid): nothing to collect. */
  paid: z.boolean(),
  /** The amount the courier collects at the door (the tip with it); 0 when paid. */
  collect: z.number().int(),
  /** Issue 34: the guest's tip for the courier (paid online with the order, or part of `collect`); 0: none. */
  tip: z.number().int(),
  /** Cash: what the guest pays with and the change to bring; null when not given. */
  payWith: z.number().int().nullable(),
  change: z.number().int().nullable(),
  changes: printedChangesSchema,
  /**
   * Issue 31, an office's order: the lines named for someone, so the courier hands each box to its person (the
   * sticker list); empty when no line is named.
   */
  boxes: z.array(
    z.object({ forName: z.string(), quantity: z.number().int(), name: z.string(), nameEnglish: z.string() }),
  ),
  text: z.array(z.string()),
});
export type Slip = z.infer<typeof slipSchema>;

/** POST /order/{id}/print answers the order's print jobs after queuing the reprint. */
export const printAnswerSchema = z.object({ prints: z.array(orderPrintSchema) });
