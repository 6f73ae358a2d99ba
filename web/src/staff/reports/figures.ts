import type { TFunction } from 'i18next';
import type { Series } from './ReportChart.tsx';
import { change, type ReportColumn, type ValueKind } from './reportTable.ts';

/** One key figure of a period (the average basket, the share of promises kept), with the previous period's. */
export interface Figure {
  key: string;
  label: string;
  kind: ValueKind;
  current: number | null;
  /** Undefined when the screen does not compare. */
  previous?: number | null | undefined;
}

/** The columns of a key figures table: the figure, this period, and with a comparison the previous one and the change. */
export function figureColumns(t: TFunction<'staff'>, compare: boolean): ReportColumn<Figure>[] {
  const columns: ReportColumn<Figure>[] = [
    { key: 'figure', header: t('reports.columns.figure'), kind: 'text', value: (figure) => figure.label },
    {
      key: 'current',
      header: t('reports.columns.current'),
      kind: (figure) => figure.kind,
      value: (figure) => figure.current,
    },
  ];
  if (!compare) return columns;
  return [
    ...columns,
    {
      key: 'previous',
      header: t('reports.columns.previous'),
      kind: (figure) => figure.kind,
      value: (figure) => figure.previous ?? null,
    },
    {
      key: 'change',
      header: t('reports.columns.change'),
      kind: 'percent',
      // A change of a share or of minutes in percent says little: those compare by their two values.
      value: (figure) =>
        figure.kind === 'percent' || figure.kind === 'minutes' || figure.current === null
          ? null
          : change(figure.current, figure.previous ?? undefined),
    },
  ];
}

/** With a comparison, the previous period's orders beside a row's (a refusal reason, a lateness bucket). */
export function previousOrdersColumns<Row extends { previousOrders: number | null }>(
  t: TFunction<'staff'>,
  compare: boolean,
): ReportColumn<Row>[] {
  if (!compare) return [];
  return [
    {
      key: 'previousOrders',
      header: t('reports.columns.previousOrders'),
      kind: 'count',
      value: (row) => row.previousOrders,
    },
  ];
}

/** A bar chart of rows counted in orders (a refusal reason, a lateness bucket): this period's and, compared, the previous one's. */
export function ordersSeries(
  t: TFunction<'staff'>,
  rows: readonly { orders: number; previousOrders: number | null }[],
  compare: boolean,
): Series[] {
  const current = { label: t('reports.series.current'), data: rows.map((row) => row.orders) };
  if (!compare) return [current];
  const previous = rows.map((row) => row.previousOrders ?? 0);
  return [current, { label: t('reports.series.previous'), data: previous, previous: true }];
}
