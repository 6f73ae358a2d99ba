import { z } from 'zod';
import { daySchema } from '../common/input.ts';
import { RefusalReason } from '../orders/order-decisions.schemas.ts';
import { PaymentMethod } from '../orders/order-states.schemas.ts';
import { weekdays } from '../restaurant/weekdays.ts';
import { lateBuckets } from './report-buckets.ts';
import { rangeProblem } from './report-range.ts';

/**
 * The manager's reports (issue 33): the numbers behind each chart of /dashboard/reports. Every answer holds its
 * range and, with `compare=previous`, `previous`: the same numbers of the period of equal length just before. Money
 * is whole forints; every list has a stable order and length, so charts and their tables need no reshaping.
 */

export const reportKinds = ['sales', 'hours', 'products', 'payments', 'decisions', 'promises'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** `?from=2026-11-01&to=2026-11-30&compare=previous`: Budapest days, both included, at most three years. */
export const reportQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    compare: z.enum(['previous'], 'unknownComparison').optional(),
  })
  .superRefine((range, context) => {
    const problem = rangeProblem(range);
    if (problem) context.addIssue({ code: 'custom', message: problem.problem, path: [problem.field] });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.number().int().nonnegative();
const forints = z.number().int();
const rangeSchema = z.object({ from: daySchema, to: daySchema });
const sumsSchema = z.object({ orders: count, revenue: forints });

export const salesPeriodSchema = z.object({
  range: rangeSchema,
  /** Every day of the range, a day without orders as zeros. */
  days: z.array(sumsSchema.extend({ date: daySchema })),
  totals: sumsSchema.extend({
    /** Revenue per order, rounded to the forint (0 without orders). */
    averageBasket: forints,
    /** Orders with a coupon, and what the coupons took off their items (forints, positive). */
    couponsUsed: count,
    couponDiscount: forints,
  }),
});
export const salesReportSchema = salesPeriodSchema.extend({ previous: salesPeriodSchema.optional() });
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;
export type SalesReport = z.infer<typeof salesReportSchema>;

export const hoursPeriodSchema = z.object({
  range: rangeSchema,
  /** The heat map: 168 cells, Monday 0 h first, Sunday 23 h last, by the Budapest clock. */
  cells: z.array(sumsSchema.extend({ weekday: z.enum(weekdays), hour: z.number().int().min(0).max(23) })),
  totals: sumsSchema,
});
export const hoursReportSchema = hoursPeriodSchema.extend({ previous: hoursPeriodSchema.optional() });
export type HoursPeriod = z.infer<typeof hoursPeriodSchema>;
export type HoursReport = z.infer<typeof hoursReportSchema>;

const soldSchema = z.object({ quantity: count, revenue: forints });

export const productSalesSchema = soldSchema.extend({
  /** Stable across periods: `product:12`, `lunch:3` (a lunch menu variant), or `name:…` once the dish is gone. */
  key: z.string(),
  productId: z.number().int().nullable(),
  name: z.string(),
  nameEnglish: z.string(),
  /** Each option choice ordered with it: quantity of portions with it, revenue its own price × those portions. */
  options: z.array(
    soldSchema.extend({
      groupName: z.string(),
      groupNameEnglish: z.string(),
      name: z.string(),
      nameEnglish: z.string(),
    }),
  ),
});
export const productsPeriodSchema = z.object({
  range: rangeSchema,
  /** Every dish sold, best seller first (by quantity, then revenue): the worst sellers are the last ones. */
  products: z.array(productSalesSchema),
  totals: soldSchema,
});
export const productsReportSchema = productsPeriodSchema.extend({
  previous: productsPeriodSchema.optional(),
});
export type ProductSales = z.infer<typeof productSalesSchema>;
export type ProductsPeriod = z.infer<typeof productsPeriodSchema>;
export type ProductsReport = z.infer<typeof productsReportSchema>;

export const paymentsPeriodSchema = z.object({
  range: rangeSchema,
  /** Every payment method a guest may choose, in the usual order, unused ones as zeros. */
  methods: z.array(sumsSchema.extend({ method: PaymentMethod })),
  totals: sumsSchema,
});
export const paymentsReportSchema = paymentsPeriodSchema.extend({
  previous: paymentsPeriodSchema.optional(),
});
export type PaymentsPeriod = z.infer<typeof paymentsPeriodSchema>;
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

export const refusalKinds = ['REJECTED', 'CANCELLED'] as const;

export const decisionsPeriodSchema = z.object({
  range: rangeSchema,
  /** Per kind and reason (null: none recorded), most orders first; `revenue` is what those orders were worth. */
  reasons: z.array(sumsSchema.extend({ kind: z.enum(refusalKinds), reason: RefusalReason.nullable() })),
  totals: z.object({
    /** The range's orders staff decided on: those counted as sales plus the refused ones. */
    placed: count,
    rejected: count,
    cancelled: count,
  }),
});
export const decisionsReportSchema = decisionsPeriodSchema.extend({
  previous: decisionsPeriodSchema.optional(),
});
export type DecisionsPeriod = z.infer<typeof decisionsPeriodSchema>;
export type DecisionsReport = z.infer<typeof decisionsReportSchema>;

const minutes = z.number().nullable();

export const promisesPeriodSchema = z.object({
  range: rangeSchema,
  totals: z.object({
    /** Delivered orders with a promised time: the ones the promise is judged on. */
    delivered: count,
    /** Delivered by the promised minute (minutes late 0 or less). */
    kept: count,
    late: count,
    /** kept ÷ delivered, 0–1; null when nothing was delivered. */
    keptShare: z.number().min(0).max(1).nullable(),
    /** Median whole minutes late of the late orders only; null when none was late. */
    medianMinutesLate: minutes,
    /** Median whole minutes against the promise of every delivered order (negative: early). */
    medianMinutes: minutes,
  }),
  /** Delivered orders by minutes late, every bucket in order. */
  buckets: z.array(z.object({ bucket: z.enum(lateBuckets), orders: count })),
});
export const promisesReportSchema = promisesPeriodSchema.extend({
  previous: promisesPeriodSchema.optional(),
});
export type PromisesPeriod = z.infer<typeof promisesPeriodSchema>;
export type PromisesReport = z.infer<typeof promisesReportSchema>;
