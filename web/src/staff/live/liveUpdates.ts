import type { Language } from '@konyha/domain/common/language';
import { orderLineText } from '@konyha/domain/menu/option-text';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { BusyState } from '@konyha/domain/restaurant/busy-mode';
import type { QueryClient } from '@tanstack/react-query';
import { busyQuery } from '../../lib/queries/ordering.ts';
import { orderKeys } from '../shared/api/orderCache.ts';
import { applyOrder, eventKeys } from '../shared/api/orders.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';

export const NEW_ORDER_DESTINATION = '/notification/order';
export const ORDER_UPDATE_DESTINATION = '/notification/order-update';
/** Busy mode started or ended early by a staff member on any instance; the body is the busy state now. */
export const BUSY_DESTINATION = '/notification/busy';
export const liveDestinations = [NEW_ORDER_DESTINATION, ORDER_UPDATE_DESTINATION, BUSY_DESTINATION];

const isBusyState = (value: Partial<BusyState> | null): value is BusyState =>
  value !== null && 'extraMinutes' in value && 'extraUntil' in value && 'pausedUntil' in value;

/** Shows another staff member's busy-mode change on this monitor at once; a body that is not one changes nothing. */
function receiveBusy(client: QueryClient, body: string): void {
  try {
    const state = JSON.parse(body) as Partial<BusyState> | null;
    if (isBusyState(state)) client.setQueryData(busyQuery.queryKey, state);
  } catch {
    // Not a busy state: the monitor reads it again within 30 seconds anyway.
  }
}

/**
 * The User Timing mark a new order's live message leaves as it arrives, so a screen can measure how soon it shows the
 * order (the kitchen screen's figure in `./konyha bench kitchen`). The screen that measures clears it.
 */
export const arrivalMark = (orderId: number) => `konyha:order-arrived:${orderId}`;

/** A message body as an order, or undefined when it is not one (never trust the wire blindly). */
export function parseOrder(body: string): Order | undefined {
  try {
    const value = JSON.parse(body) as Partial<Order> | null;
    return typeof value?.id === 'number' && typeof value.state === 'string' ? (value as Order) : undefined;
  } catch {
    return undefined;
  }
}

/** The toast's dishes with their options, so the kitchen sees at a glance what came in. */
const itemsText = (order: Order, language: Language) =>
  order.products.map((line) => orderLineText(line, language)).join(', ');

/** What a message on the live channel does to the screens; the sound is the caller's (it needs the browser). */
export function receiveMessage(
  client: QueryClient,
  destination: string,
  body: string,
): 'newOrder' | 'update' | undefined {
  if (destination === BUSY_DESTINATION) {
    receiveBusy(client, body);
    return undefined;
  }
  const order = parseOrder(body);
  if (!order) return undefined;
  if (destination === NEW_ORDER_DESTINATION) performance.mark(arrivalMark(order.id));
  applyOrder(client, order);
  if (destination === NEW_ORDER_DESTINATION) {
    notifyStaff('newOrder', 'live.newOrder', 'longest', {
      id: order.id,
      name: order.name,
      items: { hu: itemsText(order, 'hu'), en: itemsText(order, 'en') },
    });
    return 'newOrder';
  }
  // A state or paid change by another staff member is also a new event-log line.
  client.invalidateQueries({ queryKey: eventKeys.all });
  return 'update';
}

/** Before the channel listened anything may have happened: read every order list and the event log again. */
export function refetchOnConnect(client: QueryClient): void {
  client.invalidateQueries({ queryKey: orderKeys.all });
  client.invalidateQueries({ queryKey: busyQuery.queryKey });
  client.invalidateQueries({ queryKey: eventKeys.all });
}

/** The stored login's token (session contract: `konyha.session` = { token, expiresAt }). */
export function storedToken(): string | undefined {
  try {
    const session = JSON.parse(localStorage.getItem('konyha.session') ?? 'null') as {
      token?: unknown;
      expiresAt?: unknown;
    } | null;
    if (typeof session?.token !== 'string') return undefined;
    return typeof session.expiresAt === 'number' && session.expiresAt <= Date.now()
      ? undefined
      : session.token;
  } catch {
    return undefined;
  }
}
