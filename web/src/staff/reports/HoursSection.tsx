import type { HoursPeriod } from '@konyha/domain/reports/reports.schemas';
import { type Weekday, weekdays } from '@konyha/domain/restaurant/weekdays';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HeatMap } from './HeatMap.tsx';
import { ChartWithTable, type ReportRequest, ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './reportTable.ts';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** A weekday's row of the heat map's table: its orders in each hour of the Budapest clock. */
interface WeekdayRow {
  weekday: Weekday;
  orders: number[];
}

const weekdayRows = (cells: HoursPeriod['cells']): WeekdayRow[] =>
  weekdays.map((weekday) => {
    const orders = hours.map(() => 0);
    for (const cell of cells) if (cell.weekday === weekday) orders[cell.hour] = cell.orders;
    return { weekday, orders };
  });

const hourColumns = (t: TFunction<'staff'>): ReportColumn<WeekdayRow>[] => [
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

/**
 * Orders by weekday and hour of the day: the heat map and its table of 7 rows by 24 hours; with a comparison, the
 * previous period's map and table under them.
 */
export function HoursSection({ request }: { request: ReportRequest }) {
  const { t } = useTranslation('staff');
  return (
    <ReportSection kind="hours" title={t('reports.hours.title')} request={request}>
      {(report) => {
        const previous = request.compare ? report.previous : undefined;
        // One scale for both maps: the same shade is the same number of orders in either period.
        const most = Math.max(1, ...[...report.cells, ...(previous?.cells ?? [])].map((cell) => cell.orders));
        return (
          <>
            <p>
              {previous
                ? t('reports.hours.introCompared', {
                    orders: report.totals.orders,
                    previous: previous.totals.orders,
                  })
                : t('reports.hours.intro', { orders: report.totals.orders })}
            </p>
            <HoursPeriodPair
              period={report}
              most={most}
              title={previous ? t('reports.series.current') : undefined}
              caption={t('reports.hours.caption')}
            />
            {previous ? (
              <HoursPeriodPair
                period={previous}
                most={most}
                title={t('reports.series.previous')}
                caption={t('reports.hours.previousCaption')}
              />
            ) : null}
          </>
        );
      }}
    </ReportSection>
  );
}

function HoursPeriodPair({
  period,
  most,
  title,
  caption,
}: {
  period: HoursPeriod;
  most: number;
  title: string | undefined;
  caption: string;
}) {
  const { t } = useTranslation('staff');
  return (
    <ChartWithTable
      title={title}
      chart={<HeatMap cells={period.cells} most={most} />}
      table={
        <ReportTable
          caption={caption}
          columns={hourColumns(t)}
          rows={weekdayRows(period.cells)}
          rowKey={(row) => row.weekday}
          file="orders-by-hour"
          range={period.range}
        />
      }
    />
  );
}
