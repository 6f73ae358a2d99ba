import type { ReportRange } from '@konyha/domain/reports/report-range';
import type {
  DecisionsPeriod,
  HoursPeriod,
  PaymentsPeriod,
  ProductsPeriod,
  PromisesPeriod,
  ReportKind,
  SalesPeriod,
} from '@konyha/domain/reports/reports.schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

interface Periods {
  sales: SalesPeriod;
  hours: HoursPeriod;
  products: ProductsPeriod;
  payments: PaymentsPeriod;
  decisions: DecisionsPeriod;
  promises: PromisesPeriod;
}

/** A report's answer: the range's numbers, and the previous period's when the screen compares. */
export type Report<K extends ReportKind> = Periods[K] & { previous?: Periods[K] | undefined };

/** One report of a range, with the previous period when `compare` is on (GET /api/reports/{kind}). */
export const reportQuery = <K extends ReportKind>(kind: K, range: ReportRange, compare: boolean) =>
  queryOptions({
    queryKey: ['reports', kind, range.from, range.to, compare] as const,
    queryFn: async ({ signal }) =>
      (await call(`GET /reports/${kind}` as `GET /reports/${ReportKind}`, {
        querystring: { from: range.from, to: range.to, ...(compare && { compare: 'previous' as const }) },
        signal,
      })) as unknown as Report<K>,
  });
