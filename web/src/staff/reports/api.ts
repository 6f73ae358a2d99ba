import type { ReportRange } from '@konyha/domain/reports/report-range';
import type { ReportKind } from '@konyha/domain/reports/reports.schemas';
import { queryOptions } from '@tanstack/react-query';
import { type Answer, call } from '../../lib/api.ts';

/** A report's answer: the range's numbers, and the previous period's when the screen compares. */
export type Report<K extends ReportKind> = Answer<`GET /reports/${K}`>;

/** One report of a range, with the previous period when `compare` is on (GET /api/reports/{kind}). */
export const reportQuery = <K extends ReportKind>(kind: K, range: ReportRange, compare: boolean) =>
  queryOptions({
    queryKey: ['reports', kind, range.from, range.to, compare] as const,
    queryFn: async ({ signal }) =>
      // One call for the six: the routes share their query, and the answer is the one of `kind`.
      (await call(`GET /reports/${kind}` as `GET /reports/${ReportKind}`, {
        querystring: { from: range.from, to: range.to, ...(compare && { compare: 'previous' as const }) },
        signal,
      })) as Report<K>,
  });
