import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { DataTable } from '../../components/DataTable.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { saveFile } from '../../lib/saveFile.ts';
import styles from './ReportsScreen.module.css';
import { displayCell, type ReportColumn, reportCsv } from './reportTable.ts';

export interface ReportTableProps<Row> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The CSV's name without the range and extension: `konyha-<file>-<from>_<to>.csv`. */
  file: string;
  range: { from: string; to: string };
  /** More under a row (a dish's options); the CSV leaves it to its own columns. */
  details?: (row: Row) => ReactNode;
}

/**
 * The numbers of a chart as a table (the chart's accessible equivalent), in a box of its own that scrolls when a
 * long range makes it long, and a CSV of the same columns with the headers in the screen's language.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  file,
  range,
  details,
}: ReportTableProps<Row>) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const save = () =>
    saveFile(
      new Blob([reportCsv(columns, rows, language)], { type: 'text/csv;charset=utf-8' }),
      `konyha-${file}-${range.from}_${range.to}.csv`,
    );
  return (
    <div className={styles.tablePart}>
      {/* Focusable so a keyboard can scroll it (WCAG 2.1.1); a named group, not a landmark: a screen holds dozens. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this holds a table. */}
      <div className={styles.tableBox} role="group" aria-label={caption} tabIndex={0}>
        <DataTable
          caption={caption}
          captionHidden
          columns={columns.map((column) => ({
            key: column.key,
            header: column.header,
            numeric: column.kind !== 'text',
            cell: (row: Row) => displayCell(column, row, language),
          }))}
          rows={rows}
          rowKey={rowKey}
          emptyText={t('reports.empty')}
          details={details}
        />
      </div>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.csv}`}
        aria-label={t('reports.csvOf', { table: caption })}
        onClick={save}
      >
        {t('reports.csv')}
      </button>
    </div>
  );
}
