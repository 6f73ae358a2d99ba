import { type ReactNode, useId } from 'react';
import styles from './DayClose.module.css';

export type CloseColumn = { key: string; header: string; numeric?: boolean };
export type CloseRow = {
  key: string;
  cells: readonly ReactNode[];
  /** Set apart on screen and on paper: something the manager has to see to (failed invoices). */
  marked?: boolean;
};

interface CloseTableProps {
  caption: string;
  columns: readonly CloseColumn[];
  rows: readonly CloseRow[];
  /** A last row: its label under the first columns, its value under the last one. */
  total?: { label: string; value: ReactNode };
}

/**
 * A plain table of the close. Not the DataTable: that one turns into cards by the window's width, which applies to
 * the printed page too (an A4 page is narrower than its breakpoint), and the 80 mm roll is cut as long as the close
 * measures on screen, so the close lays out the same on screen and on paper; on a phone it scrolls in its own box.
 */
export function CloseTable({ caption, columns, rows, total }: CloseTableProps) {
  const numeric = (column: CloseColumn | undefined) => (column?.numeric ? styles.numeric : undefined);
  const captionId = useId();
  return (
    // Focusable so a keyboard can scroll it on a phone (WCAG 2.1.1); a named group, as the reports' tables are.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this holds a table.
    <div className={styles.scroll} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.marked ? styles.marked : undefined}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]?.key ?? index} className={numeric(columns[index])}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns.length - 1}>
                {total.label}
              </th>
              <td className={styles.numeric}>{total.value}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
