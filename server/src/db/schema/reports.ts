import { date, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * The manager's reports (issue 33) kept per past Budapest day: each report's groups of that day's orders (a GROUP BY
 * of order-reports.repository.ts), so three years are 1096 small rows rather than 150 000 orders. Triggers on
 * orders, order_lines and event_log (migration 0025) delete a day's rows whenever an order of that day changes; the
 * next report groups the day again. Today and later days are never kept: they still change by the minute.
 */
export const reportDays = pgTable(
  'report_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Which grouping: salesByDay, salesByHour, salesByPayment, dishSales, optionSales, decisions, minutesLate. */
    report: text('report').notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    computedAt: instant('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.report] })],
);
