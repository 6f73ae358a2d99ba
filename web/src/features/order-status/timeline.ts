import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';

export type StepKey = 'received' | 'accepted' | 'ready' | 'onTheWay' | 'delivered' | 'REJECTED' | 'CANCELLED';
export type Step = { key: StepKey; at: string | null; done: boolean; current: boolean };

const progressSteps = ['received', 'accepted', 'ready', 'onTheWay', 'delivered'] as const;

/** How far an order has come: staff may set the states freely, so the state decides, not the timestamps. */
function reached(order: OrderStatus): number {
  switch (order.state) {
    case 'DELIVERED':
      return 4;
    case 'DELIVERING':
      return 3;
    case 'READY':
      return 2;
    case 'PREPARING':
      return 1;
    default:
      // An accepted pre-order stays NEW until the kitchen starts it.
      return order.acceptedAt ? 1 : 0;
  }
}

/**
 * The steps the page shows: received → accepted → ready, waiting for the courier (issue 33) → on the way →
 * delivered, or received → rejected/cancelled. Each has the time it happened when the order knows it (an order
 * that left without passing READY shows that step done without a time).
 */
export function timelineOf(order: OrderStatus): Step[] {
  if (order.state === 'REJECTED' || order.state === 'CANCELLED') {
    return [
      { key: 'received', at: order.orderDate, done: true, current: false },
      { key: order.state, at: order.closedAt, done: true, current: true },
    ];
  }
  const times = [order.orderDate, order.acceptedAt, order.readyAt, order.onTheWayAt, order.deliveredAt];
  const now = reached(order);
  return progressSteps.map((key, index) => ({
    key,
    at: index <= now ? (times[index] ?? null) : null,
    done: index <= now,
    current: index === now,
  }));
}

/** The step the page's headline speaks of. */
export const currentStep = (order: OrderStatus): StepKey =>
  timelineOf(order).find((step) => step.current)?.key ?? 'received';
