import { type Cell, csvText } from '@konyha/domain/common/csv';
import { formatForint } from '@konyha/domain/common/money';
import type { Language } from '../../i18n/i18n.ts';

/** What a column holds, which says how the table shows it and how the CSV writes it. */
export type ValueKind = 'text' | 'count' | 'money' | 'percent' | 'minutes';

/** A column of a report's table; the same column writes the CSV, so the two always agree. */
export interface ReportColumn<Row> {
  key: string;
  header: string;
  /** One kind for the column, or per row where a column lists figures of several kinds (a key figures table). */
  kind: ValueKind | ((row: Row) => ValueKind);
  /** Percentages as 0–1 shares; null where there is nothing to say (no previous period, nothing delivered). */
  value: (row: Row) => string | number | null;
}

const decimal = (language: Language, digits: number) =>
  new Intl.NumberFormat(language === 'hu' ? 'hu-HU' : 'en-GB', { maximumFractionDigits: digits });

/** The kind of one cell. */
export const kindOf = <Row>(column: ReportColumn<Row>, row: Row): ValueKind =>
  typeof column.kind === 'function' ? column.kind(row) : column.kind;

/** A cell as the table shows it. */
export const displayCell = <Row>(column: ReportColumn<Row>, row: Row, language: Language): string =>
  displayValue(kindOf(column, row), column.value(row), language);

/** A value as the table shows it: forints and counts grouped as elsewhere on the dashboard, shares as percents. */
export function displayValue(kind: ValueKind, value: string | number | null, language: Language): string {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  if (kind === 'money') return formatForint(value, language);
  if (kind === 'percent') return `${decimal(language, 1).format(value * 100)}\u00a0%`;
  return decimal(language, 1).format(value);
}

/**
 * A value as the CSV writes it: numbers without grouping, so a spreadsheet reads them as numbers; a share as a
 * percent with the language's decimal mark (Hungarian Excel reads "45,5" as a number, "45.5" as text).
 */
function csvValue(kind: ValueKind, value: string | number | null, language: Language): Cell {
  if (value === null || typeof value === 'string') return value;
  const number = kind === 'percent' ? Math.round(value * 1000) / 10 : value;
  return Number.isInteger(number) ? number : String(number).replace('.', language === 'hu' ? ',' : '.');
}

/** The table's numbers as a CSV file, with the headers the table shows in the screen's language. */
export function reportCsv<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  language: Language,
) {
  return csvText(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => csvValue(kindOf(column, row), column.value(row), language))),
  );
}

/** The change from the previous period as a share (0.25: a quarter more); null without a base to compare with. */
export const change = (current: number, previous: number | undefined): number | null =>
  previous === undefined || previous === 0 ? null : (current - previous) / previous;

/** A Budapest day as a chart's axis names it: "nov. 2." in Hungarian, "2 Nov" in English. */
export const shortDay = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
