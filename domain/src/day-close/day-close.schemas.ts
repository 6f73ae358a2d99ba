import { z } from 'zod';
import { daySchema } from '../common/input.ts';
import { PaymentMethod } from '../orders/order-states.schemas.ts';

/**
 * The day's close (issue 34): what was ordered and served, what each courier brings back from the door, what was
 * paid online and paid back, against which a manager counts the cash and the card slips; once closed, the day is
 * read-only. Money is whole forints; tips are always apart from the orders' totals.
 */

/** The ways a courier is paid at the door, each counted apart (cash, bank card, SZÉP card). */
export const doorMethods = ['CASH', 'CREDIT_CARD', 'SZEP_CARD'] as const;
export const DoorMethod = z.enum(doorMethods);
export type DoorMethod = z.infer<typeof DoorMethod>;

const count = z.number().int().nonnegative();
const forints = z.number().int();
/** Orders, their totals and their tips. */
const sumsSchema = z.object({ orders: count, amount: forints, tips: forints });
const instant = z.iso.datetime({ offset: true });

export const dayCloseFiguresSchema = z.object({
  /** Every payment method the day's served orders used: their count, totals and tips (refused orders left out). */
  ordered: z.array(sumsSchema.extend({ payment: PaymentMethod })),
  /**
   * What each courier brings back: the door-paid orders they marked delivered, per method, the tips with them
   * (`amount` is the orders' totals); `courier` null: marked delivered by nobody known (the system, a deleted user).
   */
  couriers: z.array(
    z.object({
      courier: z.string().nullable(),
      methods: z.array(sumsSchema.extend({ method: DoorMethod })),
      /** All they bring back: the totals and the tips. */
      bringBack: forints,
    }),
  ),
  /** Paid online with the orders (the tips charged with them apart), and what went back to guests. */
  online: sumsSchema.extend({ refunded: forints }),
  refused: z.object({ rejected: count, cancelled: count }),
  /** The invoices, receipts and reversals Számlázz.hu issued for the day's orders (issue 34), and those failed. */
  documents: z.object({ invoices: count, receipts: count, reversals: count, failed: count }),
  /** The first order's placing and the last delivery: the restaurant day's opening and closing for NTAK. */
  openedAt: instant.nullable(),
  closedAt: instant.nullable(),
});
export type DayCloseFigures = z.infer<typeof dayCloseFiguresSchema>;

/** GET /api/daily-close/{day}: the day's figures as of now, or as they were closed. */
export const dayCloseSchema = z.object({
  day: daySchema,
  /** Null while the day is open. */
  closed: z.object({ at: instant, by: z.string() }).nullable(),
  /** The day's orders not finished yet (neither delivered nor refused): the day cannot be closed while any is. */
  open: count,
  figures: dayCloseFiguresSchema,
});
export type DayClose = z.infer<typeof dayCloseSchema>;

/** A day as its manager closed it: when, by whom, and the figures as they were counted then (the NTAK export's). */
export type ClosedDay = NonNullable<DayClose['closed']> & { figures: DayCloseFigures };

export const dayCloseParamsSchema = z.object({ day: daySchema });
