import type { HoursPeriod } from '@konyha/domain/reports/reports.schemas';
import { type Weekday, weekdays } from '@konyha/domain/restaurant/weekdays';
import { useTranslation } from 'react-i18next';
import { HeatMap } from './HeatMap.tsx';
import { ChartWithTable, type ReportRequest, ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './reportTable.ts';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** A weekday's row of the heat map's table: its orders in each hour of the Budapest clock. */
export interface WeekdayRow {
  weekday: Weekday;
  orders: number[];
}

export const weekdayRows = (cells: HoursPeriod['cells']): WeekdayRow[] =>
  weekdays.map((weekday) => {
    const orders = hours.map(() => 0);
    for (const cell of cells) if (cell.weekday === weekday) orders[cell.hour] = cell.orders;
    return { weekday, orders };
  });

/** Orders by weekday and hour of the day: the heat map, and its table of 7 rows by 24 hours. */
export function HoursSection({ request }: { request: ReportRequest }) {
  const { t } = useTranslation('staff');
  const columns: ReportColumn<WeekdayRow>[] = [
    {
      key: 'weekday',
      header: t('reports.columns.weekday'),
      kind: 'text',
      value: (row) => t(`schedule.weekdays.${row.weekday}`),
    },
    ...hours.map(
      (hour): ReportColumn<WeekdayRow> => ({
        key: `h${hour}`,
        header: t('reports.hours.hour', { hour }),
        kind: 'count',
        value: (row) => row.orders[hour] ?? 0,
      }),
    ),
  ];
  return (
    <ReportSection kind="hours" title={t('reports.hours.title')} request={request}>
      {(report) => (
        <>
          <p>{t('reports.hours.intro', { orders: report.totals.orders })}</p>
          <ChartWithTable
            chart={<HeatMap cells={report.cells} />}
            table={
              <ReportTable
                caption={t('reports.hours.caption')}
                columns={columns}
                rows={weekdayRows(report.cells)}
                rowKey={(row) => row.weekday}
                file="orders-by-hour"
                range={report.range}
              />
            }
          />
        </>
      )}
    </ReportSection>
  );
}
