import { isRefused, type PaymentMethod, paymentMethods, refusedStates } from '../orders/order-states.ts';
import { type Cell, type ExportOrder, exportWords, lineGross, orderVatByRate } from './export-order.ts';
import { sumByRate, type VatByRate } from './vat.ts';

/**
 * The summing reports (issue 17): sales by product and totals by payment method and VAT rate. They are built one
 * order at a time (the server reads a year in pages) and hold only one row per product or rate. Rejected and
 * cancelled orders are left out of every sum, as in the daily summary; the totals name how many were left out.
 */
export interface SumReport {
  headers: string[];
  add(order: ExportOrder): void;
  rows(): Cell[][];
}

interface ProductSales {
  productId: number | null;
  name: string;
  rate: number;
  quantity: number;
  gross: number;
  net: number;
  vat: number;
  deposit: number;
}

/** Sales by product: one row per product and VAT rate (a product whose rate changed has a row for each). */
export function productSales(): SumReport {
  const sales = new Map<string, ProductSales>();
  return {
    headers: [
      'Termék azonosító',
      'Termék',
      'ÁFA-kulcs',
      'Mennyiség',
      'Bruttó',
      'Nettó',
      'ÁFA',
      exportWords.deposit,
    ],
    add(order) {
      if (isRefused(order.state)) return;
      for (const line of order.lines) {
        // A deleted product has no id left: its lines are told apart by the name they were sold under.
        const key = `${line.productId ?? line.name}\u0000${line.vatRate}`;
        const row = sales.get(key) ?? {
          productId: line.productId,
          name: line.name,
          rate: line.vatRate,
          quantity: 0,
          gross: 0,
          net: 0,
          vat: 0,
          deposit: 0,
        };
        row.quantity += line.quantity;
        row.gross += lineGross(line);
        row.net += line.net;
        row.vat += line.vat;
        row.deposit += line.deposit * line.quantity;
        sales.set(key, row);
      }
    },
    rows: () =>
      [...sales.values()]
        .sort((a, b) => a.name.localeCompare(b.name, 'hu') || b.rate - a.rate)
        .map((row) => [
          row.productId,
          row.name,
          row.rate,
          row.quantity,
          row.gross,
          row.net,
          row.vat,
          row.deposit,
        ]),
  };
}

interface PaymentSums {
  orders: number;
  total: number;
  paid: number;
}

/**
 * Totals: per payment method (orders, amount, paid, still to collect), per VAT rate (gross, net, VAT), the deposit
 * apart (outside VAT), the whole, and how many orders were refused and left out.
 */
export function totals(): SumReport {
  const byPayment = new Map<PaymentMethod, PaymentSums>();
  let byRate: VatByRate[] = [];
  let deposit = 0;
  const refused: Record<(typeof refusedStates)[number], number> = { REJECTED: 0, CANCELLED: 0 };
  return {
    headers: ['Csoport', 'Megnevezés', 'Rendelések', 'Bruttó', 'Nettó', 'ÁFA', 'Fizetve', 'Fizetésre vár'],
    add(order) {
      if (isRefused(order.state)) {
        refused[order.state as keyof typeof refused] += 1;
        return;
      }
      const sums = byPayment.get(order.payment) ?? { orders: 0, total: 0, paid: 0 };
      sums.orders += 1;
      sums.total += order.total;
      if (order.payed) sums.paid += order.total;
      byPayment.set(order.payment, sums);
      byRate = sumByRate([...byRate, ...orderVatByRate(order)]);
      deposit += order.deposit;
    },
    rows() {
      const payments = paymentMethods.filter((method) => byPayment.has(method));
      const all = [...byPayment.values()].reduce(
        (sum, row) => ({
          orders: sum.orders + row.orders,
          total: sum.total + row.total,
          paid: sum.paid + row.paid,
        }),
        { orders: 0, total: 0, paid: 0 },
      );
      const net = byRate.reduce((sum, row) => sum + row.net, 0);
      const vat = byRate.reduce((sum, row) => sum + row.vat, 0);
      return [
        ...payments.map((method) => {
          const row = byPayment.get(method) as PaymentSums;
          return ['Fizetési mód', method, row.orders, row.total, null, null, row.paid, row.total - row.paid];
        }),
        ...byRate.map((row) => ['ÁFA-kulcs', `${row.rate}%`, null, row.gross, row.net, row.vat, null, null]),
        [exportWords.deposit, 'áfa nélkül', null, deposit, deposit, 0, null, null],
        ['Összesen', null, all.orders, all.total, net + deposit, vat, all.paid, all.total - all.paid],
        ...refusedStates.map((state) => ['Kihagyva', state, refused[state], null, null, null, null, null]),
      ];
    },
  };
}
