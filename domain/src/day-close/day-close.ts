import { isRefused, type OrderState, type PaymentMethod, paymentMethods } from '../orders/order-states.ts';
import { type DayCloseFigures, type DoorMethod, doorMethods } from './day-close.schemas.ts';

/** An order as the day's close reads it. */
export interface ClosingOrder {
  state: OrderState;
  payment: PaymentMethod;
  payed: boolean;
  total: number;
  tip: number;
  /** Paid back to the guest online so far (a refusal's refund, a change's difference). */
  refunded: number;
  /** Who marked it delivered; null when nobody known did. */
  deliveredBy: string | null;
  placedAt: Date;
  deliveredAt: Date | null;
}

const isDoorMethod = (payment: PaymentMethod): payment is DoorMethod =>
  (doorMethods as readonly string[]).includes(payment);

const add = (sums: { orders: number; amount: number; tips: number }, order: ClosingOrder) => {
  sums.orders += 1;
  sums.amount += order.total;
  sums.tips += order.tip;
};

/** A day without invoicing: nothing issued through Számlázz.hu. */
export const noDocuments: DayCloseFigures['documents'] = {
  invoices: 0,
  receipts: 0,
  reversals: 0,
  failed: 0,
};

/** Whether an order still keeps its day open: neither delivered nor refused. */
export const keepsDayOpen = (state: OrderState) => state !== 'DELIVERED' && !isRefused(state);

/**
 * The figures of a day's close from its orders (pure; issue 34). Refused orders stay out of the sums and are
 * counted apart, but money paid back for them counts as refunded. A door-paid order counts for the courier who
 * marked it delivered; one not delivered yet for nobody (the day cannot close then anyway).
 */
export function dayCloseFigures(
  orders: readonly ClosingOrder[],
  documents: DayCloseFigures['documents'] = noDocuments,
): DayCloseFigures {
  const ordered = new Map<PaymentMethod, { orders: number; amount: number; tips: number }>();
  const couriers = new Map<
    string | null,
    Map<DoorMethod, { orders: number; amount: number; tips: number }>
  >();
  const online = { orders: 0, amount: 0, tips: 0, refunded: 0 };
  const refused = { rejected: 0, cancelled: 0 };
  for (const order of orders) {
    online.refunded += order.refunded;
    if (order.state === 'REJECTED') refused.rejected += 1;
    if (order.state === 'CANCELLED') refused.cancelled += 1;
    if (isRefused(order.state)) continue;
    const method = ordered.get(order.payment) ?? { orders: 0, amount: 0, tips: 0 };
    ordered.set(order.payment, method);
    add(method, order);
    if (!isDoorMethod(order.payment)) {
      if (order.payed) add(online, order);
      continue;
    }
    if (order.state !== 'DELIVERED') continue;
    const courier = couriers.get(order.deliveredBy) ?? new Map();
    couriers.set(order.deliveredBy, courier);
    const sums = courier.get(order.payment) ?? { orders: 0, amount: 0, tips: 0 };
    courier.set(order.payment, sums);
    add(sums, order);
  }
  const served = orders.filter((order) => !isRefused(order.state));
  const delivered = served.flatMap((order) => (order.deliveredAt ? [order.deliveredAt.getTime()] : []));
  const placed = served.map((order) => order.placedAt.getTime());
  return {
    ordered: paymentMethods.flatMap((payment) => {
      const sums = ordered.get(payment);
      return sums ? [{ payment, ...sums }] : [];
    }),
    couriers: [...couriers]
      .sort(([a], [b]) => (a ?? '\uffff').localeCompare(b ?? '\uffff', 'hu'))
      .map(([courier, methods]) => {
        const rows = doorMethods.flatMap((method) => {
          const sums = methods.get(method);
          return sums ? [{ method, ...sums }] : [];
        });
        return {
          courier,
          methods: rows,
          bringBack: rows.reduce((sum, row) => sum + row.amount + row.tips, 0),
        };
      }),
    online,
    refused,
    documents,
    openedAt: placed.length > 0 ? new Date(Math.min(...placed)).toISOString() : null,
    closedAt: delivered.length > 0 ? new Date(Math.max(...delivered)).toISOString() : null,
  };
}
