import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Report } from './api.ts';
import { type Figure, ordersSeries, previousOrdersColumns } from './figures.ts';
import { KeyFigures } from './KeyFigures.tsx';
import { ReportChart } from './ReportChart.tsx';
import { ChartWithTable, type ReportRequest, ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './reportTable.ts';

type Reason = Report<'decisions'>['reasons'][number];
type ReasonRow = Reason & { previousOrders: number | null };

const sameReason = (a: Reason, b: Reason) => a.kind === b.kind && a.reason === b.reason;

/** Each kind and reason of the range, with its orders in the previous period (0 when it was not given then). */
export const reasonRows = (report: Report<'decisions'>): ReasonRow[] =>
  report.reasons.map((reason) => ({
    ...reason,
    previousOrders: report.previous
      ? (report.previous.reasons.find((before) => sameReason(before, reason))?.orders ?? 0)
      : null,
  }));

const reasonText = (t: TFunction<'staff'>, row: Reason) =>
  `${t(`states.${row.kind}`)} – ${row.reason ? t(`reasons.${row.reason}`) : t('reports.decisions.noReason')}`;

function decisionFigures(t: TFunction<'staff'>, report: Report<'decisions'>): Figure[] {
  const share = (totals: Report<'decisions'>['totals']) =>
    totals.placed === 0 ? null : (totals.rejected + totals.cancelled) / totals.placed;
  const previous = report.previous?.totals;
  return [
    ...(['placed', 'rejected', 'cancelled'] as const).map((key) => ({
      key,
      label: t(`reports.decisions.figures.${key}`),
      kind: 'count' as const,
      current: report.totals[key],
      previous: previous?.[key],
    })),
    {
      key: 'refusedShare',
      label: t('reports.decisions.figures.refusedShare'),
      kind: 'percent',
      current: share(report.totals),
      previous: previous && share(previous),
    },
  ];
}

/** Rejections and cancellations by reason, with how many orders were placed and what share was refused. */
export function DecisionsSection({ request }: { request: ReportRequest }) {
  const { t } = useTranslation('staff');
  const columns: ReportColumn<ReasonRow>[] = [
    { key: 'reason', header: t('reports.columns.reason'), kind: 'text', value: (row) => reasonText(t, row) },
    { key: 'orders', header: t('reports.columns.orders'), kind: 'count', value: (row) => row.orders },
    { key: 'revenue', header: t('reports.columns.lostRevenue'), kind: 'money', value: (row) => row.revenue },
    ...previousOrdersColumns<ReasonRow>(t, request.compare),
  ];
  return (
    <ReportSection kind="decisions" title={t('reports.decisions.title')} request={request}>
      {(report) => {
        const rows = reasonRows(report);
        return (
          <>
            <KeyFigures
              caption={t('reports.decisions.figuresCaption')}
              figures={decisionFigures(t, report)}
              compare={request.compare}
              file="refusals-key-figures"
              range={report.range}
            />
            <ChartWithTable
              chart={
                <ReportChart
                  kind="bar"
                  horizontal
                  labels={rows.map((row) => reasonText(t, row))}
                  series={ordersSeries(t, rows, request.compare)}
                  valueKind="count"
                />
              }
              table={
                <ReportTable
                  caption={t('reports.decisions.caption')}
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => `${row.kind}-${row.reason}`}
                  file="refusals-by-reason"
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
