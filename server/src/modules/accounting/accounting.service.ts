import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ExportOrder } from '@konyha/domain/accounting/export-order';
import { type ExportSheet, exportSheet } from '@konyha/domain/accounting/export-report';
import type { ExportFormat, ExportReport } from '@konyha/domain/accounting/exports.schemas';
import { type NtakDay, ntakDay } from '@konyha/domain/accounting/ntak-day';
import { daySchema } from '@konyha/domain/common/input';
import type { ClosedDay } from '@konyha/domain/day-close/day-close.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { invalidField } from '../../errors.ts';
import type { IdWindow, OrderReads } from '../order/order.service.ts';
import { toExportOrders } from './accounting.mapper.ts';
import * as repo from './accounting.repository.ts';
import { contentTypes, sheetWriter } from './export-writers.ts';

export interface AccountingDeps {
  database: Database;
  log: FastifyBaseLogger;
  /** The order module's reads of a range's orders and lines (the orders are its table). */
  orders: Pick<OrderReads, 'exportSpan' | 'exportOrders' | 'exportLines'>;
  /** The day-close module's read of a closed day (it owns the closes): NTAK's day closing once made. */
  dayCloses: { closedDay(day: string): Promise<ClosedDay | null> };
  /** Order ids read per query (a window of the primary key); tests make it small to cross windows. */
  pageSize?: number;
}

export interface ExportDownload {
  fileName: string;
  contentType: string;
  body: Readable;
}

type Range = { from: string; to: string };

/** The accountant's exports and the NTAK data (issue 17): read-only views of the orders, streamed. */
export function createAccountingService({
  database,
  log,
  orders,
  dayCloses,
  pageSize = 250,
}: AccountingDeps) {
  const db = database.db;

  /** The range's orders a window of ids at a time, giving other requests their turn between windows. */
  async function* orderPages(range: Range, span: IdWindow | undefined): AsyncGenerator<ExportOrder[]> {
    if (!span) return;
    for (let after = span.after; after < span.upTo; after += pageSize) {
      const window = { after, upTo: Math.min(after + pageSize, span.upTo) };
      const rows = await orders.exportOrders(range, window);
      if (rows.length > 0) {
        const ids = new Set(rows.map((row) => row.id));
        // The window's lines also hold those of orders of other days: only the range's are kept.
        const lines = (await orders.exportLines(window)).filter((line) => ids.has(line.orderId));
        yield toExportOrders(rows, lines);
      }
      await nextTurn();
    }
  }

  async function write(
    out: PassThrough,
    sheet: ExportSheet,
    format: ExportFormat,
    range: Range,
    span: IdWindow | undefined,
  ) {
    const writer = sheetWriter(format, out, sheet);
    for await (const page of orderPages(range, span)) await writer.rows(page.flatMap(sheet.add));
    await writer.rows(sheet.finish());
    await writer.end();
  }

  return {
    /**
     * `orders.csv` of a range as a stream that fills while it is read. The answer has begun by the time a later
     * page could fail: the download then breaks off (logged) instead of ending as if complete.
     */
    async exportFile(file: `${ExportReport}.${ExportFormat}`, range: Range): Promise<ExportDownload> {
      const [report, format] = file.split('.') as [ExportReport, ExportFormat];
      // Read before answering: a database that is down still gets its 503.
      const span = await orders.exportSpan(range);
      const sheet = exportSheet(report, report === 'orders' ? await repo.vatRatesInUse(db) : []);
      const out = new PassThrough();
      write(out, sheet, format, range, span).catch((error: unknown) => {
        log.error({ err: error, report, format }, 'export failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return {
        fileName: `konyha-${report}-${range.from}_${range.to}.${format}`,
        contentType: contentTypes[format],
        body: out,
      };
    },

    /**
     * `2026-11-24.json`: that day's orders as NTAK's order summary and day closing ask for them, the closing the
     * day's close once a manager has made it.
     */
    async ntak(file: string): Promise<NtakDay> {
      const day = file.slice(0, 10);
      if (!daySchema.safeParse(day).success) throw invalidField('file', 'invalidDate');
      const dayOrders: ExportOrder[] = [];
      const range = { from: day, to: day };
      for await (const page of orderPages(range, await orders.exportSpan(range))) dayOrders.push(...page);
      return ntakDay(day, dayOrders, await dayCloses.closedDay(day));
    },
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
