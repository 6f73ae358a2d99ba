// What happened to an order after it was placed, as the staff's actions and the system's would have left it: the
// row's final fields and the event-log entries in the shapes the order services write (order-decisions.service.ts,
// order.service.ts changeStatus, order-refusal.ts). Pure: the order, its fate and the random source are given.
import { promiseFor } from '@konyha/domain/orders/order-alerts';
import { rejectReasons } from '@konyha/domain/orders/order-decisions';
import type { RefusalReason } from '@konyha/domain/orders/order-decisions.schemas';
import { isDoorPayment, isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import type { EventInsert } from '../../../server/src/modules/event-log/event-log.service.ts';
import type { OrderChange, OrderRow } from '../../../server/src/modules/order/order.service.ts';
import type { Random } from './random.ts';

/** How an order ends: mostly delivered; some refused by staff or the system, some cancelled. */
export type Fate = 'DELIVERED' | 'REJECTED' | 'NOT_CONFIRMED' | 'GUEST_CANCELLED' | 'CANCELLED';

export const drawFate = (random: Random): Fate =>
  random.weighted(
    ['DELIVERED', 'REJECTED', 'NOT_CONFIRMED', 'GUEST_CANCELLED', 'CANCELLED'] as const,
    [0.935, 0.03, 0.005, 0.015, 0.015],
  );

export interface Aftermath {
  change: OrderChange;
  /** An online payment the gateway approved (the payment service's markPaid), before anything else happened. */
  paid: { paymentReference: string } | null;
  events: EventInsert[];
}

const minutes = (from: Date, min: number, max: number, random: Random) =>
  new Date(from.getTime() + (min + random.next() * (max - min)) * 60_000);

/**
 * The order's life from `row` (as the order writer left it, NEW) to its end. `staff` took the decisions; a pre-order
 * is accepted (it stays NEW), started before its slot, then delivered; an "as soon as possible" order goes to
 * PREPARING on accepting; most wait READY for the courier. Cash and cards at the door are marked paid on delivery; online payments were paid before
 * the staff saw the order, and are refunded when it is refused.
 */
export function aftermath(row: OrderRow, fate: Fate, staff: number, random: Random): Aftermath {
  const online = isOnlinePayment(row.payment);
  const paid = online ? { paymentReference: `history-${row.id}` } : null;
  const events: EventInsert[] = [];
  const base = { orderId: row.id };
  const placed = row.orderDate;

  if (fate === 'DELIVERED' || fate === 'CANCELLED') {
    const acceptedAt = minutes(placed, 0.5, 6, random);
    const promise = promiseFor(row, { minutes: random.pick([30, 45, 60, 60, 75, 90]) }, acceptedAt);
    const promisedAt = 'promisedAt' in promise ? promise.promisedAt : acceptedAt;
    const accepted = row.preOrderDate ? 'NEW' : 'PREPARING';
    events.push({
      ...base,
      eventDateTime: acceptedAt,
      userId: staff,
      eventType: 'ORDER_ACCEPTED',
      orderStateFrom: 'NEW',
      orderStateTo: accepted,
      promisedAt,
    });
    const change: OrderChange = { acknowledgedAt: acceptedAt, acceptedAt, promisedAt, state: accepted };
    if (fate === 'CANCELLED')
      return refused(row, change, events, 'CANCELLED', 'GUEST_REQUEST', staff, random);

    const state = (at: Date, from: OrderRow['state'], to: OrderRow['state']) =>
      events.push({
        ...base,
        eventDateTime: at,
        userId: staff,
        eventType: 'ORDER_STATE',
        orderStateFrom: from,
        orderStateTo: to,
      });
    let preparingAt = acceptedAt;
    if (row.preOrderDate) {
      preparingAt = minutes(row.preOrderDate, -50, -25, random);
      if (preparingAt < acceptedAt) preparingAt = minutes(acceptedAt, 0.5, 2, random);
      state(preparingAt, 'NEW', 'PREPARING');
    }
    // Most kitchens tap "Ready" on the kitchen screen (issue 33) and the courier takes the bag a few minutes later;
    // some hand it over straight from the stove.
    let deliveringAt = minutes(preparingAt, 12, 35, random);
    let handedOverFrom: OrderRow['state'] = 'PREPARING';
    if (random.next() < 0.7) {
      state(deliveringAt, 'PREPARING', 'READY');
      handedOverFrom = 'READY';
      deliveringAt = minutes(deliveringAt, 1, 10, random);
    }
    state(deliveringAt, handedOverFrom, 'DELIVERING');
    const deliveredAt = minutes(deliveringAt, 8, 30, random);
    state(deliveredAt, 'DELIVERING', 'DELIVERED');
    // The courier's payment at the door is recorded when the order comes back as delivered.
    const atTheDoor = isDoorPayment(row.payment);
    if (atTheDoor)
      events.push({
        ...base,
        eventDateTime: deliveredAt,
        userId: staff,
        eventType: 'ORDER_PAYMENT',
        payed: true,
      });
    return { change: { ...change, state: 'DELIVERED', ...(atTheDoor && { payed: true }) }, paid, events };
  }
  if (fate === 'REJECTED')
    return refused(row, {}, events, 'REJECTED', random.pick(rejectReasons), staff, random);
  // Nobody confirmed in time, or the guest cancelled on the status page before anyone looked: the system's or the
  // guest's doing, so the order stays unacknowledged.
  const reason = fate === 'NOT_CONFIRMED' ? 'NOT_CONFIRMED' : 'GUEST_CANCELLED';
  return refused(row, {}, events, fate === 'NOT_CONFIRMED' ? 'REJECTED' : 'CANCELLED', reason, null, random);

  function refused(
    current: OrderRow,
    before: OrderChange,
    logged: EventInsert[],
    state: 'REJECTED' | 'CANCELLED',
    why: RefusalReason,
    userId: number | null,
    rng: Random,
  ): Aftermath {
    const at = minutes(logged.at(-1)?.eventDateTime ?? current.orderDate, 1, 9, rng);
    const refund = online ? `history-refund-${current.id}` : null;
    logged.push({
      ...base,
      eventDateTime: at,
      userId,
      eventType: state === 'REJECTED' ? 'ORDER_REJECTED' : 'ORDER_CANCELLED',
      orderStateFrom: before.state ?? 'NEW',
      orderStateTo: state,
      reason: why,
      note: null,
      payed: refund ? false : null,
    });
    return {
      change: {
        ...before,
        state,
        acknowledgedAt: before.acknowledgedAt ?? (userId === null ? null : at),
        rejectionReason: why,
        rejectionNote: null,
        ...(refund && { payed: false, paymentStatus: 'REFUNDED', refundReference: refund }),
      },
      paid,
      events: logged,
    };
  }
}
