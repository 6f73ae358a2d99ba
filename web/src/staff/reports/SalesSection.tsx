import type { SalesPeriod } from '@konyha/domain/reports/reports.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import formStyles from '../../components/form/form.module.css';
import { useLanguage } from '../../i18n/i18n.ts';
import type { Report } from './api.ts';
import type { Figure } from './figures.ts';
import { KeyFigures } from './KeyFigures.tsx';
import { ReportChart } from './ReportChart.tsx';
import { ChartWithTable, type ReportRequest, ReportSection } from './ReportSection.tsx';
import styles from './ReportsScreen.module.css';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './reportTable.ts';
import { shortDay } from './reportTable.ts';

type Day = SalesPeriod['days'][number];
/** A day of the range beside the day in the same place of the previous period (the first with the first…). */
type DayRow = Day & { previous: Day | undefined };
const metrics = ['revenue', 'orders'] as const;

/** The key figures of the sales report: revenue, orders, the average basket and the coupons used. */
export function salesFigures(report: Report<'sales'>, label: (key: string) => string): Figure[] {
  const figure = (key: keyof SalesPeriod['totals'], kind: Figure['kind']): Figure => ({
    key,
    label: label(key),
    kind,
    current: report.totals[key],
    previous: report.previous?.totals[key],
  });
  return [
    figure('revenue', 'money'),
    figure('orders', 'count'),
    figure('averageBasket', 'money'),
    figure('couponsUsed', 'count'),
    figure('couponDiscount', 'money'),
  ];
}

/** Revenue and orders by day, against the previous period, with the totals, the average basket and the coupons. */
export function SalesSection({ request }: { request: ReportRequest }) {
  const { t } = useTranslation('staff');
  return (
    <ReportSection kind="sales" title={t('reports.sales.title')} request={request}>
      {(report) => <Sales report={report} compare={request.compare} />}
    </ReportSection>
  );
}

function Sales({ report, compare }: { report: Report<'sales'>; compare: boolean }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [metric, setMetric] = useState<(typeof metrics)[number]>('revenue');
  const rows: DayRow[] = report.days.map((day, index) => ({
    ...day,
    previous: report.previous?.days[index],
  }));
  const columns: ReportColumn<DayRow>[] = [
    { key: 'date', header: t('reports.columns.day'), kind: 'text', value: (row) => row.date },
    { key: 'orders', header: t('reports.columns.orders'), kind: 'count', value: (row) => row.orders },
    { key: 'revenue', header: t('reports.columns.revenue'), kind: 'money', value: (row) => row.revenue },
    ...(compare
      ? ([
          {
            key: 'previousDate',
            header: t('reports.columns.previousDay'),
            kind: 'text',
            value: (row) => row.previous?.date ?? null,
          },
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
        ] satisfies ReportColumn<DayRow>[])
      : []),
  ];
  const series = [
    { label: t('reports.series.current'), data: report.days.map((day) => day[metric]) },
    ...(report.previous
      ? [
          {
            label: t('reports.series.previous'),
            data: report.previous.days.map((day) => day[metric]),
            previous: true,
          },
        ]
      : []),
  ];
  return (
    <>
      <KeyFigures
        caption={t('reports.sales.figuresCaption')}
        figures={salesFigures(report, (key) =>
          t(`reports.sales.figures.${key}` as 'reports.sales.figures.revenue'),
        )}
        compare={compare}
        file="key-figures"
        range={report.range}
      />
      <Fieldset legend={t('reports.sales.metric')} className={styles.metric}>
        {metrics.map((one) => (
          <label key={one} className={formStyles.choice}>
            <input
              type="radio"
              name="sales-metric"
              checked={metric === one}
              onChange={() => setMetric(one)}
            />
            {t(`reports.columns.${one}`)}
          </label>
        ))}
      </Fieldset>
      <ChartWithTable
        chart={
          <ReportChart
            kind="bar"
            labels={report.days.map((day) => shortDay(day.date, language))}
            series={series}
            valueKind={metric === 'revenue' ? 'money' : 'count'}
          />
        }
        table={
          <ReportTable
            caption={t('reports.sales.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.date}
            file="sales-by-day"
            range={report.range}
          />
        }
      />
    </>
  );
}
