import type { LoggedEvent } from '@konyha/domain/events/event-types';
import type { OrderChange, OrderChangePart } from '@konyha/domain/orders/order-changes.schemas';
import type { RefusalReason } from '@konyha/domain/orders/order-decisions.schemas';
import type { listEventsOfDay } from './event-log.repository.ts';

type EventRow = Awaited<ReturnType<typeof listEventsOfDay>>[number];

export function toEvent({ event, userName }: EventRow): LoggedEvent {
  return {
    id: event.id,
    eventDateTime: event.eventDateTime.toISOString(),
    user: event.userId !== null ? { id: event.userId, name: userName ?? '' } : null,
    order: event.orderId !== null ? { id: event.orderId } : null,
    eventType: event.eventType,
    payed: event.payed,
    orderStateFrom: event.orderStateFrom,
    orderStateTo: event.orderStateTo,
    promisedAt: event.promisedAt?.toISOString() ?? null,
    reason: (event.reason as RefusalReason | null) ?? null,
    note: event.note,
    change: (event.change as LoggedEvent['change']) ?? null,
    what: (event.what as OrderChangePart | null) ?? null,
  };
}

/** An ORDER_CHANGED entry as the order answer lists it (issue 30). */
export function toOrderChange({ event, userName }: EventRow): OrderChange {
  const change = event.change as { from: OrderChange['from']; to: OrderChange['to'] } | null;
  return {
    at: event.eventDateTime.toISOString(),
    by: event.userId !== null ? { id: event.userId, name: userName ?? '' } : null,
    what: event.what as OrderChangePart,
    from: change?.from ?? null,
    to: change?.to ?? null,
  };
}
