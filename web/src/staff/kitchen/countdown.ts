import type { Order } from '@konyha/domain/orders/order.schemas';

/** At most this many minutes left, a card turns amber: time to plate up and call the courier (decisions: issue 33). */
export const soonMinutes = 10;

export type Urgency = 'calm' | 'soon' | 'late';

export interface Countdown {
  /** The time the kitchen works to. */
  due: Date;
  /** Whole minutes left, or (late) gone past; a part of a minute counts as one. */
  minutes: number;
  urgency: Urgency;
}

/**
 * The time the kitchen works to: the promised ready time; a pre-order nobody accepted yet is promised its slot when
 * accepted, so its slot; an order for now that nobody accepted has no promise yet (null).
 */
export function dueOf(order: Pick<Order, 'promisedAt' | 'preOrderDate'>): Date | null {
  const due = order.promisedAt ?? order.preOrderDate;
  return due ? new Date(due) : null;
}

/** How the card counts down at `now`: calm, amber within `soonMinutes`, red once the time has passed. */
export function countdown(order: Pick<Order, 'promisedAt' | 'preOrderDate'>, now: Date): Countdown | null {
  const due = dueOf(order);
  if (!due) return null;
  const left = due.getTime() - now.getTime();
  const minutes = Math.ceil(Math.abs(left) / 60_000);
  const urgency = left <= 0 ? 'late' : left <= soonMinutes * 60_000 ? 'soon' : 'calm';
  return { due, minutes, urgency };
}
