import { useTranslation } from 'react-i18next';
import type { Report } from './api.ts';
import { ReportChart } from './ReportChart.tsx';
import { ChartWithTable, type ReportRequest, ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './reportTable.ts';

type MethodRow = Report<'payments'>['methods'][number] & {
  share: number | null;
  previous: Report<'payments'>['methods'][number] | undefined;
};

export const methodRows = (report: Report<'payments'>): MethodRow[] =>
  report.methods.map((method) => ({
    ...method,
    share: report.totals.revenue === 0 ? null : method.revenue / report.totals.revenue,
    previous: report.previous?.methods.find((before) => before.method === method.method),
  }));

/** The payment mix: revenue by payment method as a doughnut, with orders, revenue and share in its table. */
export function PaymentsSection({ request }: { request: ReportRequest }) {
  const { t } = useTranslation('staff');
  const columns: ReportColumn<MethodRow>[] = [
    {
      key: 'method',
      header: t('reports.columns.method'),
      kind: 'text',
      value: (row) => t(`payment.${row.method}`),
    },
    { key: 'orders', header: t('reports.columns.orders'), kind: 'count', value: (row) => row.orders },
    { key: 'revenue', header: t('reports.columns.revenue'), kind: 'money', value: (row) => row.revenue },
    { key: 'share', header: t('reports.columns.share'), kind: 'percent', value: (row) => row.share },
    ...(request.compare
      ? ([
          {
            key: 'previousOrders',
            header: t('reports.columns.previousOrders'),
            kind: 'count',
            value: (row) => row.previous?.orders ?? null,
          },
          {
            key: 'previousRevenue',
            header: t('reports.columns.previousRevenue'),
            kind: 'money',
            value: (row) => row.previous?.revenue ?? null,
          },
        ] satisfies ReportColumn<MethodRow>[])
      : []),
  ];
  return (
    <ReportSection kind="payments" title={t('reports.payments.title')} request={request}>
      {(report) => {
        const used = methodRows(report).filter((row) => row.orders > 0);
        return (
          <ChartWithTable
            chart={
              <ReportChart
                kind="doughnut"
                labels={used.map((row) => t(`payment.${row.method}`))}
                series={[{ label: t('reports.columns.revenue'), data: used.map((row) => row.revenue) }]}
                valueKind="money"
              />
            }
            table={
              <ReportTable
                caption={t('reports.payments.caption')}
                columns={columns}
                rows={methodRows(report)}
                rowKey={(row) => row.method}
                file="payment-mix"
                range={report.range}
              />
            }
          />
        );
      }}
    </ReportSection>
  );
}
