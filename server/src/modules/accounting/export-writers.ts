import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cell } from '@konyha/domain/accounting/export-order';
import type { ExportFormat } from '@konyha/domain/accounting/exports.schemas';
import { csvLine } from '@konyha/domain/common/csv';
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

/** How much sheet XML may wait for the compressor before rows wait in turn. */
const maxZipBacklog = 1024 * 1024;

/**
 * exceljs's sheet stream hands its XML to the zip without waiting for the compressor (it ignores backpressure), so
 * whenever compressing is slower than writing rows the XML piles up in archiver's buffer between the two (the sheet
 * stream's one pipe). That buffer is watched, and rows wait for it.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet) {
  // archiver's buffer is a readable-stream 2 PassThrough: its lengths are in its states only.
  type Buffered = {
    destroyed?: boolean;
    _writableState?: { length: number };
    _readableState?: { length: number };
  };
  const backlog = () => (sheet as unknown as { stream?: { pipes?: Buffered[] } }).stream?.pipes?.[0];
  for (let buffer = backlog(); buffer && !buffer.destroyed; buffer = backlog()) {
    const length = (buffer._writableState?.length ?? 0) + (buffer._readableState?.length ?? 0);
    if (!(length > maxZipBacklog)) return;
    await sleep(5);
  }
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
      await zipCaughtUp(sheet);
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
