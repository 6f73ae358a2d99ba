import type { Order } from '@konyha/domain/orders/order.schemas';
import type { OrderState } from '@konyha/domain/orders/order-states';
import { localDay } from '@konyha/domain/restaurant/local-time';

/**
 * NEW and PREPARING are current, DELIVERING and DELIVERED done (SPEC §4); READY (issue 33: cooked, waiting for the
 * courier) is still the shop's, so current. Rejected and cancelled orders are listed with the done ones (with their
 * reason) but counted in no monitor group (DESIGN §7).
 */
export const currentStates: readonly OrderState[] = ['NEW', 'PREPARING', 'READY'];
export const doneStates: readonly OrderState[] = ['DELIVERING', 'DELIVERED', 'REJECTED', 'CANCELLED'];

export const orderKeys = {
  all: ['orders'] as const,
  today: ['orders', 'today'] as const,
  pages: ['orders', 'page'] as const,
  day: (day: string) => ['orders', 'day', day] as const,
};

/** The kitchen's order: pre-order time, else order time, then id — as the server lists today's orders. */
const dueAt = (order: Order) => Date.parse(order.preOrderDate ?? order.orderDate);
const byDue = (a: Order, b: Order) => dueAt(a) - dueAt(b) || a.id - b.id;

/** The day an order belongs to (its pre-order day, else its order day, in Budapest), as the server counts it. */
export const orderDay = (order: Order): string => localDay(new Date(order.preOrderDate ?? order.orderDate));

/** Puts a changed or new order into a list: replaced where it is, else added in the kitchen's order. */
export function upsertOrder(list: readonly Order[] | undefined, order: Order): Order[] | undefined {
  if (!list) return undefined;
  if (list.some((o) => o.id === order.id)) return list.map((o) => (o.id === order.id ? order : o));
  return [...list, order].sort(byDue);
}

/** Replaces an order where a list shows it; a list without it stays as it is. */
export function replaceOrder<L extends { orders: readonly Order[] }>(list: L | undefined, order: Order) {
  if (!list?.orders.some((o) => o.id === order.id)) return list;
  return { ...list, orders: list.orders.map((o) => (o.id === order.id ? order : o)) };
}
