import { sumByRate, type VatByRate } from '../accounting/vat.ts';
import type { Order } from './order.schemas.ts';
import { isRefused, type SummaryPaymentMethod, summaryPaymentMethods } from './order-states.ts';

/** One row of the daily summary (SPEC §3): per payment method, and a total. */
export interface SummaryRow {
  group: SummaryPaymentMethod | 'TOTAL';
  ordersNum: number;
  notPaidOrdersNum: number;
  /** What is still to be collected, whole forints. */
  notPaidPrice: number;
  /** What has been received, whole forints. */
  price: number;
  /** Issue 34: the couriers' tips, paid or to be collected with these orders; outside `price` and `notPaidPrice`. */
  tips: number;
}

/**
 * The daily summary, computed in the browser from the day's orders (SPEC §2): one row per payment method (the
 * restaurant ones included, even when empty) and a total row. Amounts are order totals, delivery included; the
 * couriers' tips are summed apart.
 * Rejected and cancelled orders stay out of every row (DESIGN §7): `refusedCounts` lists them apart.
 */
export function dailySummary(
  orders: readonly (Pick<Order, 'state' | 'payment' | 'payed' | 'total'> & Partial<Pick<Order, 'tip'>>)[],
): SummaryRow[] {
  const rows: SummaryRow[] = summaryPaymentMethods.map((group) => ({
    group,
    ordersNum: 0,
    notPaidOrdersNum: 0,
    notPaidPrice: 0,
    price: 0,
    tips: 0,
  }));
  const total: SummaryRow = {
    group: 'TOTAL',
    ordersNum: 0,
    notPaidOrdersNum: 0,
    notPaidPrice: 0,
    price: 0,
    tips: 0,
  };
  for (const order of orders) {
    if (isRefused(order.state)) continue;
    const row = rows.find((r) => r.group === order.payment);
    for (const target of row ? [row, total] : [total]) {
      target.ordersNum += 1;
      target.tips += order.tip ?? 0;
      if (order.payed) target.price += order.total;
      else {
        target.notPaidOrdersNum += 1;
        target.notPaidPrice += order.total;
      }
    }
  }
  return [...rows, total];
}

/** How many of the day's orders were refused, shown beside the summary rather than in its sums. */
export function refusedCounts(orders: readonly Pick<Order, 'state'>[]): {
  rejected: number;
  cancelled: number;
} {
  return {
    rejected: orders.filter((order) => order.state === 'REJECTED').length,
    cancelled: orders.filter((order) => order.state === 'CANCELLED').length,
  };
}

/**
 * The day's VAT per rate, highest first, and its bottle deposit (issue 17), for the bookkeeper: sums of the orders'
 * own figures, so they match each order to the forint; rejected and cancelled orders stay out as in `dailySummary`.
 */
export function dailyVat(orders: readonly Pick<Order, 'state' | 'vat' | 'deposit'>[]): {
  vat: VatByRate[];
  deposit: number;
} {
  const counted = orders.filter((order) => !isRefused(order.state));
  return {
    vat: sumByRate(counted.flatMap((order) => order.vat)),
    deposit: counted.reduce((sum, order) => sum + order.deposit, 0),
  };
}
