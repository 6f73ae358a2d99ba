import type { AcceptRequest, AlertSettings, AlertSettingsInput } from './order-decisions.schemas.ts';
import { acceptMinuteChoices, maxPromiseHours } from './order-decisions.ts';
import type { OrderState } from './order-states.ts';

/** An instant as the server holds it (Date) or as the API sends it (ISO string). */
type Instant = Date | string;
const time = (instant: Instant) => new Date(instant).getTime();
const minutes = (count: number) => count * 60_000;

/** The fields of an order the alert rules read. */
export type AlertOrder = {
  state: OrderState;
  orderDate: Instant;
  preOrderDate: Instant | null;
  acknowledgedAt: Instant | null;
  acceptedAt: Instant | null;
};

/** NEW and nobody has accepted or rejected it yet. */
export function isUnacknowledged(order: AlertOrder): boolean {
  return order.state === 'NEW' && order.acknowledgedAt === null;
}

/** When an accepted pre-order rings again so the kitchen starts it in time; null for an order for now. */
export function preOrderRingsAt(order: AlertOrder, settings: AlertSettings): Date | null {
  if (order.preOrderDate === null) return null;
  return new Date(time(order.preOrderDate) - minutes(settings.preOrderAlertMinutes));
}

/**
 * Whether the dashboards ring for this order at `now`: a NEW order nobody acknowledged, or a pre-order still NEW
 * (not started) whose alert time has come.
 */
export function isRinging(order: AlertOrder, settings: AlertSettings, now: Date): boolean {
  if (order.state !== 'NEW') return false;
  if (order.acknowledgedAt === null) return true;
  const ringsAt = preOrderRingsAt(order, settings);
  return ringsAt !== null && now.getTime() >= ringsAt.getTime();
}

/** The ladder's second step: when an unacknowledged order is pushed to every staff device switched on. */
export function pushesAt(order: AlertOrder, settings: AlertSettings): Date {
  return new Date(time(order.orderDate) + settings.pushAfterSeconds * 1000);
}

/** When an unacknowledged order turns overdue (red, a push and one mail to the managers). */
export function escalatesAt(order: AlertOrder, settings: AlertSettings): Date {
  return new Date(time(order.orderDate) + minutes(settings.managersAfterMinutes));
}

/** The ladder's last step: when ordering pauses and the order is rejected; null while that step is off. */
export function pausesAt(order: AlertOrder, settings: AlertSettings): Date | null {
  const after = settings.pauseAfterMinutes;
  return after === null ? null : new Date(time(order.orderDate) + minutes(after));
}

/**
 * The settings a PUT asks for: a field left out keeps its saved value, `escalateAfterMinutes` is the older name of
 * `managersAfterMinutes`. A pause before the managers' step is refused (the ladder climbs in order), naming the field.
 */
export function alertSettingsFor(
  input: AlertSettingsInput,
  saved: AlertSettings,
): AlertSettings | { field: 'pauseAfterMinutes'; message: string } {
  const { escalateAfterMinutes, ...fields } = input;
  const managersAfterMinutes =
    fields.managersAfterMinutes ?? escalateAfterMinutes ?? saved.managersAfterMinutes;
  const settings: AlertSettings = {
    ringEverySeconds: fields.ringEverySeconds,
    pushAfterSeconds: fields.pushAfterSeconds ?? saved.pushAfterSeconds,
    managersAfterMinutes,
    escalateAfterMinutes: managersAfterMinutes,
    autoRejectAfterMinutes: fields.autoRejectAfterMinutes,
    preOrderAlertMinutes: fields.preOrderAlertMinutes,
    pauseAfterMinutes:
      fields.pauseAfterMinutes === undefined ? saved.pauseAfterMinutes : fields.pauseAfterMinutes,
    pauseForMinutes: fields.pauseForMinutes ?? saved.pauseForMinutes,
  };
  if (settings.pauseAfterMinutes !== null && settings.pauseAfterMinutes < managersAfterMinutes) {
    return { field: 'pauseAfterMinutes', message: 'beforeManagers' };
  }
  return settings;
}

export function isOverdue(order: AlertOrder, settings: AlertSettings, now: Date): boolean {
  return isUnacknowledged(order) && now.getTime() >= escalatesAt(order, settings).getTime();
}

/** When an unacknowledged order is rejected by itself; null while automatic rejection is off. */
export function autoRejectsAt(order: AlertOrder, settings: AlertSettings): Date | null {
  const after = settings.autoRejectAfterMinutes;
  return after === null ? null : new Date(time(order.orderDate) + minutes(after));
}

/** The ringing orders, oldest first (the banner's button leads to the first). */
export function ringingOrders<O extends AlertOrder>(
  orders: readonly O[],
  settings: AlertSettings,
  now: Date,
): O[] {
  return orders
    .filter((order) => isRinging(order, settings, now))
    .sort((a, b) => time(a.orderDate) - time(b.orderDate));
}

export type DecisionAction = 'accept' | 'reject' | 'cancel' | 'start' | 'ready';

/**
 * Whether `action` may be taken on the order now; false means 409 CONFLICT naming its state. Accept and reject
 * take a NEW order nobody has accepted (two tablets pressing at once: the first wins); cancel calls off an
 * accepted order before it is delivered; start begins a pre-order that is still NEW; ready ends the kitchen's part of
 * a PREPARING order (issue 33: a NEW order is accepted or started first, so the kitchen never skips a step).
 */
export function mayDecide(order: AlertOrder, action: DecisionAction): boolean {
  switch (action) {
    case 'accept':
    case 'reject':
      return order.state === 'NEW' && order.acceptedAt === null;
    case 'cancel':
      return (
        order.state === 'PREPARING' ||
        order.state === 'READY' ||
        order.state === 'DELIVERING' ||
        (order.state === 'NEW' && order.acceptedAt !== null)
      );
    case 'start':
      return order.state === 'NEW' && order.preOrderDate !== null;
    case 'ready':
      return order.state === 'PREPARING';
  }
}

export type ReadyTime = { promisedAt: Date } | { field: 'minutes' | 'promisedAt'; message: string };

/**
 * The ready time an "Accept" promises: a pre-order's slot; otherwise `minutes` from now or a clock time that is
 * neither in the past nor more than 12 hours ahead.
 */
export function promiseFor(order: AlertOrder, request: AcceptRequest, now: Date): ReadyTime {
  if (order.preOrderDate !== null) return { promisedAt: new Date(order.preOrderDate) };
  if (request.minutes !== undefined)
    return { promisedAt: new Date(now.getTime() + minutes(request.minutes)) };
  if (request.promisedAt === undefined) return { field: 'minutes', message: 'required' };
  const promisedAt = new Date(request.promisedAt);
  if (promisedAt.getTime() < now.getTime()) return { field: 'promisedAt', message: 'inThePast' };
  if (promisedAt.getTime() > now.getTime() + minutes(maxPromiseHours * 60)) {
    return { field: 'promisedAt', message: 'tooFarAhead' };
  }
  return { promisedAt };
}

/** The quick choice "Accept" preselects: the one nearest the delivery-time setting (the shorter on a tie). */
export function preselectedMinutes(deliveryMinutes: number): number {
  return acceptMinuteChoices.reduce((best, choice) =>
    Math.abs(choice - deliveryMinutes) < Math.abs(best - deliveryMinutes) ? choice : best,
  );
}
