import { previousPeriod, type ReportRange } from '@konyha/domain/reports/report-range';
import type { ReportQuery } from '@konyha/domain/reports/reports.schemas';
import { localDay } from '@konyha/domain/restaurant/local-time';
import type { OrderReads } from '../order/order.service.ts';
import * as mapper from './reports.mapper.ts';

export interface ReportsDeps {
  /** The order module's grouped reads of a range (the orders are its table). */
  orders: Pick<OrderReads, 'reports'>;
  /** Today's Budapest day tells the past days, whose groups are kept, from those still changing. */
  clock: () => Date;
}

/**
 * The manager's reports (issue 33): each reads a period's sums, grouped in the database, and with
 * `compare=previous` the same of the period of equal length just before, in parallel.
 */
export function createReportsService({ orders, clock }: ReportsDeps) {
  const reads = orders.reports;
  const today = () => localDay(clock());

  const report =
    <Period>(period: (range: ReportRange) => Promise<Period>) =>
    async ({ from, to, compare }: ReportQuery): Promise<Period | (Period & { previous: Period })> => {
      const range = { from, to };
      if (compare !== 'previous') return period(range);
      const [current, previous] = await Promise.all([period(range), period(previousPeriod(range))]);
      return { ...current, previous };
    };

  return {
    sales: report(async (range) => mapper.toSales(range, await reads.salesByDay(range, today()))),
    hours: report(async (range) => mapper.toHours(range, await reads.salesByHour(range, today()))),
    products: report(async (range) => {
      const [dishes, choices] = await Promise.all([
        reads.dishSales(range, today()),
        reads.optionSales(range, today()),
      ]);
      return mapper.toProducts(range, dishes, choices);
    }),
    payments: report(async (range) => mapper.toPayments(range, await reads.salesByPayment(range, today()))),
    decisions: report(async (range) => mapper.toDecisions(range, await reads.decisions(range, today()))),
    promises: report(async (range) => mapper.toPromises(range, await reads.minutesLate(range, today()))),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
