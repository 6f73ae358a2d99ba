import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type { Cell } from '@konyha/domain/accounting/export-order';
import type { ExportFormat } from '@konyha/domain/accounting/exports.schemas';
import ExcelJS from 'exceljs';

/** Writes a sheet's rows into a stream a page at a time, waiting whenever the reader is behind. */
export interface SheetWriter {
  rows(rows: Cell[][]): Promise<void>;
  end(): Promise<void>;
}

export const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text cell Excel would run as a formula (=, +, -, @ first) gets an apostrophe in front: a guest's company name
 * must not become a formula on the accountant's machine (CSV injection).
 */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One CSV cell as Hungarian Excel reads it: numbers plain, text quoted when it holds a separator, quote or break. */
function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = defused(cell);
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(';')}\r\n`;

async function drained(out: PassThrough) {
  if (out.writableNeedDrain) await once(out, 'drain');
}

/** UTF-8 with a byte-order mark and semicolons: what Excel set to Hungarian opens without an import dialogue. */
function csvWriter(out: PassThrough, headers: string[]): SheetWriter {
  out.write(`\uFEFF${csvLine(headers)}`);
  return {
    async rows(rows) {
      if (rows.length === 0) return;
      out.write(rows.map(csvLine).join(''));
      await drained(out);
    },
    async end() {
      out.end();
    },
  };
}

/**
 * exceljs's streaming writer: each row is committed (written out and forgotten) as it comes, strings inline rather
 * than in a shared-strings table, so a year of orders never sits in memory.
 */
function xlsxWriter(out: PassThrough, title: string, headers: string[]): SheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  return {
    async rows(rows) {
      for (const row of rows) sheet.addRow(row).commit();
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export function sheetWriter(
  format: ExportFormat,
  out: PassThrough,
  sheet: { title: string; headers: string[] },
): SheetWriter {
  return format === 'csv' ? csvWriter(out, sheet.headers) : xlsxWriter(out, sheet.title, sheet.headers);
}
