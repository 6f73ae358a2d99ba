import type { OrderState } from './order-states.ts';
import { statusLinkDays } from './order-status.schemas.ts';

const dot = '•••';

/**
 * The guest's e-mail as the status page shows it: the first letter of the name and of the domain, and the domain's
 * last label (`anna.kiss@gmail.com` → `a•••@g•••.com`), so the guest recognises it and a stranger learns nothing.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return dot;
  const domain = email.slice(at + 1);
  const lastDot = domain.lastIndexOf('.');
  const ending = lastDot > 0 ? domain.slice(lastDot) : '';
  return `${email[0]}${dot}@${domain[0] ?? ''}${dot}${ending}`;
}

/** Every digit but the last two hidden, the layout kept (`+36 30 123 4567` → `+•• •• ••• ••67`). */
export function maskPhone(phone: string): string {
  let digitsLeft = phone.replace(/\D/g, '').length;
  return phone.replace(/\d/g, (digit) => (digitsLeft-- > 2 ? '•' : digit));
}

const day = 24 * 60 * 60 * 1000;

/** A status link shows its order for `statusLinkDays` from when the order was placed. */
export function linkExpiresAt(orderDate: Date | string): Date {
  return new Date(new Date(orderDate).getTime() + statusLinkDays * day);
}

export function isLinkExpired(orderDate: Date | string, now: Date): boolean {
  return now.getTime() >= linkExpiresAt(orderDate).getTime();
}

/** A state change of the order's event log, oldest first. */
export interface StateChange {
  at: Date;
  to: OrderState | null;
}

export interface StatusTimeline {
  readyAt: Date | null;
  onTheWayAt: Date | null;
  deliveredAt: Date | null;
  closedAt: Date | null;
}

/**
 * The page's timeline from the event log: it was ready at the first change to READY (issue 33) and left with the
 * first change to DELIVERING (a courier who comes back and leaves again moves neither), was delivered at the last
 * change to DELIVERED, closed at its rejection or cancellation.
 */
export function statusTimeline(changes: readonly StateChange[]): StatusTimeline {
  const first = (state: OrderState) => changes.find((c) => c.to === state)?.at ?? null;
  const last = (states: OrderState[]) =>
    changes.findLast((c) => c.to !== null && states.includes(c.to))?.at ?? null;
  return {
    readyAt: first('READY'),
    onTheWayAt: first('DELIVERING'),
    deliveredAt: last(['DELIVERED']),
    closedAt: last(['REJECTED', 'CANCELLED']),
  };
}
