import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Report } from './api.ts';
import { type Figure, ordersSeries, previousOrdersColumns } from './figures.ts';
import { KeyFigures } from './KeyFigures.tsx';
import { ReportChart } from './ReportChart.tsx';
import { ChartWithTable, type ReportRequest, ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './reportTable.ts';

type Bucket = Report<'promises'>['buckets'][number];
type BucketRow = Bucket & { share: number | null; previousOrders: number | null };

export const bucketRows = (report: Report<'promises'>): BucketRow[] =>
  report.buckets.map((bucket, index) => ({
    ...bucket,
    share: report.totals.delivered === 0 ? null : bucket.orders / report.totals.delivered,
    previousOrders: report.previous ? (report.previous.buckets[index]?.orders ?? 0) : null,
  }));

function promiseFigures(t: TFunction<'staff'>, report: Report<'promises'>): Figure[] {
  const figure = (key: keyof Report<'promises'>['totals'], kind: Figure['kind']): Figure => ({
    key,
    label: t(`reports.promises.figures.${key}`),
    kind,
    current: report.totals[key],
    previous: report.previous?.totals[key],
  });
  return [
    figure('keptShare', 'percent'),
    figure('medianMinutesLate', 'minutes'),
    figure('medianMinutes', 'minutes'),
    figure('delivered', 'count'),
    figure('kept', 'count'),
    figure('late', 'count'),
  ];
}

/** The promise kept: the share delivered by the promised time, the median minutes late, and orders by lateness. */
export function PromisesSection({ request }: { request: ReportRequest }) {
  const { t } = useTranslation('staff');
  const columns: ReportColumn<BucketRow>[] = [
    {
      key: 'bucket',
      header: t('reports.columns.lateness'),
      kind: 'text',
      value: (row) => t(`reports.promises.buckets.${row.bucket}`),
    },
    { key: 'orders', header: t('reports.columns.orders'), kind: 'count', value: (row) => row.orders },
    { key: 'share', header: t('reports.columns.share'), kind: 'percent', value: (row) => row.share },
    ...previousOrdersColumns<BucketRow>(t, request.compare),
  ];
  return (
    <ReportSection kind="promises" title={t('reports.promises.title')} request={request}>
      {(report) => {
        const rows = bucketRows(report);
        return (
          <>
            <KeyFigures
              caption={t('reports.promises.figuresCaption')}
              figures={promiseFigures(t, report)}
              compare={request.compare}
              file="promise-key-figures"
              range={report.range}
            />
            <ChartWithTable
              chart={
                <ReportChart
                  kind="bar"
                  labels={rows.map((row) => t(`reports.promises.buckets.${row.bucket}`))}
                  series={ordersSeries(t, rows, request.compare)}
                  valueKind="count"
                />
              }
              table={
                <ReportTable
                  caption={t('reports.promises.caption')}
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => row.bucket}
                  file="promise-lateness"
                  range={report.range}
                />
              }
            />
          </>
        );
      }}
    </ReportSection>
  );
}
