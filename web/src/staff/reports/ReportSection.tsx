import type { ReportRange } from '@konyha/domain/reports/report-range';
import type { ReportKind } from '@konyha/domain/reports/reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { type Report, reportQuery } from './api.ts';
import styles from './ReportsScreen.module.css';

/** What every section asks for: the chosen range, whether to compare, and whether the range can be asked at all. */
export interface ReportRequest {
  range: ReportRange;
  compare: boolean;
  valid: boolean;
}

/** One report as it is asked for (the screen reads the same query for a refused range: one request for both). */
export const useReport = <K extends ReportKind>(kind: K, { range, compare, valid }: ReportRequest) =>
  useQuery({ ...reportQuery(kind, range, compare), enabled: valid });

/**
 * A report's section: its heading, and its content once the numbers are in; while they load a spinner, when they
 * fail a message (a refused range is told beside its field, so here only in short).
 */
export function ReportSection<K extends ReportKind>({
  kind,
  title,
  request,
  children,
}: {
  kind: K;
  title: string;
  request: ReportRequest;
  children: (report: Report<K>) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const query = useReport(kind, request);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching} className={styles.section}>
      <h2 id={titleId}>{title}</h2>
      {!request.valid ? (
        <p>{t('reports.chooseRange')}</p>
      ) : query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">
          {query.error instanceof ApiRequestError && query.error.status === 400
            ? t('reports.rangeRefused')
            : t('loadFailed')}
        </p>
      ) : (
        children(query.data as Report<K>)
      )}
    </section>
  );
}

/** A chart and its table side by side on a wide screen, the table under the chart on a narrow one. */
export function ChartWithTable({
  title,
  chart,
  table,
}: {
  title?: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const titleId = useId();
  const body = (
    <div className={styles.pair}>
      <div className={styles.chartPart}>{chart}</div>
      {table}
    </div>
  );
  return title ? (
    <section aria-labelledby={titleId} className={styles.subsection}>
      <h3 id={titleId}>{title}</h3>
      {body}
    </section>
  ) : (
    body
  );
}
