import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface Column<Row> {
  /** Stable key of the column. */
  key: string;
  /** Header text; also the label each cell shows in the card layout. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-align numbers and money. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  /** Hide the caption visually (the page heading already says it) while keeping it for screen readers. */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in one cell when there are no rows (SPEC §2: 'no data'). */
  emptyText: string;
  /** Extra content under a row, spanning every column (details rows). */
  details?: (row: Row) => ReactNode;
  /** Emphasise a row (the daily summary's total). */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * A plain semantic table that becomes one card per row at ≤ 1000 px (SPEC §2): each cell then shows its column
 * header as a label, so the card reads on a phone without the header row.
 */
export function DataTable<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  emptyText,
  details,
  rowClassName,
}: DataTableProps<Row>) {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={captionHidden ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const extra = details?.(row);
              return (
                <RowGroup key={rowKey(row)}>
                  <tr className={rowClassName?.(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        data-label={column.header}
                        className={column.numeric ? styles.numeric : undefined}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                  {extra ? (
                    <tr className={styles.details}>
                      <td colSpan={columns.length}>{extra}</td>
                    </tr>
                  ) : null}
                </RowGroup>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

const RowGroup = ({ children }: { children: ReactNode }) => <>{children}</>;
