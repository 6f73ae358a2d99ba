import type { Invoice } from '@konyha/domain/accounting/invoice.schemas';
import type { OrderLunch } from '@konyha/domain/lunch/lunch-menu.schemas';
import type { OrderLineOption } from '@konyha/domain/menu/options.schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, leasedJobColumns } from './columns.ts';
import { orderStateEnum, paymentMethodEnum } from './enums.ts';
import { lunchVariants } from './lunch.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * Online payments not through (waiting for the card, 3-D Secure or the provider's page) or never through (given up
 * on the provider's page): such an order does not count, and staff neither see nor hear of it.
 */
export const unsettledPayments = ['PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED'];

/** The orders that count, as the staff list's partial indexes hold them: written out, as an index predicate must be. */
const counted = sql.raw(
  `payment_status not in (${unsettledPayments.map((status) => `'${status}'`).join(', ')})`,
);

/** The instant an order is for: its pre-order time, else when it was placed. A day's lists find orders by it. */
export const forInstantOf = (t: { preOrderDate: AnyPgColumn; orderDate: AnyPgColumn }) =>
  sql`coalesce(${t.preOrderDate}, ${t.orderDate})`;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Contact details as given when ordering (guests) or copied from the account. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    /** Issue 16: what a courier needs beyond street and house number; '' when not given. */
    floor: text('floor').notNull().default(''),
    door: text('door').notNull().default(''),
    doorbell: text('doorbell').notNull().default(''),
    courierNote: text('courier_note').notNull().default(''),
    note: text('note').notNull().default(''),
    payment: paymentMethodEnum('payment').notNull(),
    payed: boolean('payed').notNull().default(false),
    state: orderStateEnum('state').notNull().default('NEW'),
    orderDate: instant('order_date').notNull().defaultNow(),
    preOrderDate: instant('pre_order_date'),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount'),
    originalPrice: integer('original_price').notNull(),
    discountedPrice: integer('discounted_price').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    total: integer('total').notNull(),
    /** Issue 34: the courier's tip, paid with the order; not in `total` (not the restaurant's revenue). */
    tip: integer('tip').notNull().default(0),
    /** The guest's language when ordering: every mail about the order uses it (DESIGN §7). */
    language: text('language').notNull().default('hu'),
    /** Staff first decided on it (accept, reject, start, a state change away from NEW): it stops ringing. */
    acknowledgedAt: instant('acknowledged_at'),
    acceptedAt: instant('accepted_at'),
    /** The ready time promised on accepting (a pre-order: its slot). */
    promisedAt: instant('promised_at'),
    /** REJECTED and CANCELLED: why (a RefusalReason) and staff's words to the guest. */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    /** Online card payments: PENDING until the gateway approves; staff hear of the order only then. */
    paymentStatus: text('payment_status').notNull().default('NONE'),
    /** The gateway's reference of an online payment (the 3-D Secure step finds its order by it). */
    paymentReference: text('payment_reference'),
    /**
     * Issue 27: the payment provider's page of a payment the guest has not finished (SimplePay's `paymentUrl`), so a
     * replayed order answer sends the guest back to the same page.
     */
    paymentUrl: text('payment_url'),
    /** The gateway's reference of the refund of a rejected or cancelled online payment (paymentStatus REFUNDED). */
    refundReference: text('refund_reference'),
    /** The pay form's Idempotency-Key and a hash of the request body it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /**
     * Grows by one with every change of the row (a trigger bumps it), so a guest's event stream can name what it
     * last sent (`Last-Event-ID`) and skip notices that changed nothing the page shows.
     */
    version: integer('version').notNull().default(1),
    /**
     * The slot the order counts against for slot capacity (issue 14): a pre-order's own slot, an "as soon as
     * possible" order's the slot its promised time falls in. Null: placed before capacity was counted.
     */
    slotAt: instant('slot_at'),
    /** Cash (issue 16): the amount the guest pays with, so the courier brings the change. */
    payWith: integer('pay_with'),
    /** Issue 17: the delivery fee's VAT rate, net and VAT; the lines' deposit; a company invoice asked for. */
    shippingVatRate: integer('shipping_vat_rate').notNull().default(27),
    shippingNet: integer('shipping_net').notNull().default(0),
    shippingVat: integer('shipping_vat').notNull().default(0),
    deposit: integer('deposit').notNull().default(0),
    invoice: jsonb('invoice').$type<Invoice>(),
    /**
     * Issue 27: when the payment provider was last asked about a payment still in doubt (the daily check); null:
     * never, or the provider's own notification settled it.
     */
    paymentCheckedAt: instant('payment_checked_at'),
    /** Issue 30: WEB, or PHONE when staff took it (an OrderSource). */
    source: text('source').notNull().default('WEB'),
    /** Issue 30: who took a phone order, and their name then (the ticket and the answer show it). */
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takenByName: text('taken_by_name'),
    /** Issue 30: when staff last changed what the order holds (lines, address, slot, note); NTAK reports a correction. */
    changedAt: instant('changed_at'),
    /**
     * Issue 30: what the courier collects at the door on top of an online payment (an order changed to cost more,
     * the extra marked "collect at the door"); 0: nothing.
     */
    extraDue: integer('extra_due').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_order_date_idx').on(t.orderDate),
    // A customer's history, newest first, read in index order however many years they have ordered.
    index('orders_user_date_idx').on(t.userId, t.orderDate, t.id),
    index('orders_state_idx').on(t.state),
    index('orders_slot_idx').on(t.slotAt),
    // The staff's list pages the orders that count by every sort key with id as the tiebreak (db/paging.ts). Partial
    // on what counts and holding id, a page's ids and the list's count come from the index alone (no row is read).
    index('orders_counted_id_idx').on(t.id).where(counted),
    index('orders_counted_date_idx').on(t.orderDate, t.id).where(counted),
    index('orders_counted_state_idx').on(t.state, t.id).where(counted),
    index('orders_counted_paid_idx').on(t.payed, t.id).where(counted),
    index('orders_counted_price_idx').on(t.discountedPrice, t.id).where(counted),
    // The instant an order is for, as a day's and today's lists find and sort it (order.repository.ts).
    index('orders_for_instant_idx').on(forInstantOf(t), t.id),
    // The instant an order's portions count on (order-reads.repository.ts).
    index('orders_portion_instant_idx').on(sql`coalesce(${t.slotAt}, ${t.orderDate})`),
    uniqueIndex('orders_payment_reference_key').on(t.paymentReference),
    // The payments in doubt that the daily check asks the provider about (few rows: it settles them).
    index('orders_payment_doubt_idx')
      .on(t.orderDate)
      .where(sql`payment_status in ('REDIRECTED', 'ABANDONED') and payment_checked_at is null`),
  ],
);

/** The order a row is part of (its lines, print jobs, links, coupon use): the row goes when the order goes. */
export const belongsToOrder = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/**
 * How many orders count: the staff list's total, kept exact by a trigger on orders (migration 0015) in the
 * transaction of each change. Counting the list's 150 000 index entries for every page took 25 ms on PGlite.
 */
export const orderCount = pgTable(
  'order_count',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    counted: integer('counted').notNull(),
  },
  (t) => [check('order_count_one_row', sql`${t.id}`)],
);

/** Order lines keep a snapshot of the product's name and price: later menu edits never change a past order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: belongsToOrder(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameEnglish: text('name_english').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The options chosen (issue 15) as named and priced when ordered: a later menu change never rewrites them. */
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default([]),
    /** Issue 17: the line's VAT rate, and its net and VAT after the coupon; the deposit per unit. */
    vatRate: integer('vat_rate').notNull().default(27),
    net: integer('net').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    deposit: integer('deposit').notNull().default(0),
    /** Issue 31: a lunch menu variant (productId null), as ordered; its variant, while it exists, counts portions. */
    lunchVariantId: integer('lunch_variant_id').references(() => lunchVariants.id, { onDelete: 'set null' }),
    lunch: jsonb('lunch').$type<OrderLunch>(),
    /** Issue 31: whom in an office the line is for ("Kata"), on the bag slip and the sticker list; null: nobody named. */
    forName: text('for_name'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_lunch_variant_idx').on(t.lunchVariantId).where(sql`${t.lunchVariantId} is not null`),
  ],
);

/**
 * Print jobs (issue 16): one row per document and network printer, written in the transaction that accepts the order
 * (or asks for a reprint), so it exists exactly when that commits. A printer worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, as the mail outbox does: each job prints once across instances.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    orderId: belongsToOrder(),
    /** 'ticket' | 'slip' */
    what: text('what').notNull(),
    /** The printer as configured when the job was queued (a later settings change does not move it). */
    printer: text('printer').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    /** Its `lastError` is a code (OFFLINE, TIMEOUT, …) for the staff's warning. */
    ...leasedJobColumns(),
    printedAt: instant('printed_at'),
    /** Issue 30: a reprint after a change, marked CHANGED with what changed (OrderChange[]); null: the first print. */
    changes: jsonb('changes').$type<unknown[]>(),
  },
  (t) => [
    index('print_jobs_due_idx').on(t.dueAt).where(sql`${t.printedAt} is null and ${t.failedAt} is null`),
    index('print_jobs_order_idx').on(t.orderId),
  ],
);

/**
 * Issue 30: money that moved after an order was placed because staff changed it: the difference refunded to its
 * online payment (REFUND), or an extra the guest pays through a payment link (EXTRA). One per kind and order version,
 * so two instances acting on one change move the money once.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: serial('id').primaryKey(),
    orderId: belongsToOrder(),
    /** The order's version the change was made against. */
    orderVersion: integer('order_version').notNull(),
    /** 'REFUND' | 'EXTRA' */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    /** REFUND: 'REFUNDED'; EXTRA: 'PENDING' until paid ('PAID'), 'ABANDONED' when the link lapsed. */
    status: text('status').notNull(),
    /** The provider's reference of the refund, or of the extra's payment. */
    reference: text('reference'),
    /** EXTRA: the provider's page the guest was sent. */
    paymentUrl: text('payment_url'),
    createdAt: instant('created_at').notNull().defaultNow(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('order_adjustments_change_idx').on(t.orderId, t.orderVersion, t.kind),
    uniqueIndex('order_adjustments_reference_idx').on(t.reference),
  ],
);
