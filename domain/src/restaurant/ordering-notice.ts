import { type BusyState, busyAt } from './busy-mode.ts';
import type { OpeningHours } from './opening-hours.schemas.ts';
import { isOpenAt, nextOpening } from './opening-hours.ts';

/**
 * What the menu and the cart tell a guest about ordering now (issue 14): open; switched off by the staff; paused
 * for a short break until `until`; or closed until `opensAt` (null: no opening ahead). While paused or closed,
 * pre-orders for later slots are still taken.
 */
export type OrderingNotice =
  | { kind: 'open' }
  | { kind: 'off' }
  | { kind: 'paused'; until: Date }
  | { kind: 'closed'; opensAt: Date | null };

export function orderingNotice(
  hours: OpeningHours,
  busy: BusyState,
  orderingActive: boolean,
  now: Date,
): OrderingNotice {
  if (!orderingActive) return { kind: 'off' };
  if (!isOpenAt(hours, now)) return { kind: 'closed', opensAt: nextOpening(hours, now) };
  const { pausedUntil } = busyAt(busy, now);
  return pausedUntil ? { kind: 'paused', until: new Date(pausedUntil) } : { kind: 'open' };
}
