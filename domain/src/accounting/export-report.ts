import {
  type Cell,
  type ExportOrder,
  lineHeaders,
  lineRows,
  orderHeaders,
  orderRow,
} from './export-order.ts';
import { productSales, totals } from './export-sums.ts';
import type { ExportReport } from './exports.schemas.ts';

/**
 * One report of the accountant's exports, fed one order at a time: the rows each order gives at once (orders,
 * lines) and the rows given once every order is in (the sums). Zod-free.
 */
export interface ExportSheet {
  /** The sheet's name in a workbook. */
  title: string;
  headers: string[];
  add(order: ExportOrder): Cell[][];
  finish(): Cell[][];
}

/** `rates`: the VAT rates the orders report gives a column triple each. */
export function exportSheet(report: ExportReport, rates: readonly number[]): ExportSheet {
  switch (report) {
    case 'orders':
      return {
        title: 'Rendelések',
        headers: orderHeaders(rates),
        add: (order) => [orderRow(order, rates)],
        finish: () => [],
      };
    case 'lines':
      return { title: 'Tételek', headers: lineHeaders, add: lineRows, finish: () => [] };
    case 'products':
    case 'totals': {
      const sums = report === 'products' ? productSales() : totals();
      return {
        title: report === 'products' ? 'Termékek' : 'Összesítő',
        headers: sums.headers,
        add: (order) => {
          sums.add(order);
          return [];
        },
        finish: () => sums.rows(),
      };
    }
  }
}
