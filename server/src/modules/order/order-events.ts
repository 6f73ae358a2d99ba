import type { AlertOrder } from '@konyha/domain/orders/order-alerts';
import type { OrderChange } from '@konyha/domain/orders/order-changes.schemas';
import type { Queryable } from '../../db/client.ts';

/**
 * What becomes of an order that another module acts on, announced by the order module in the transaction that
 * decides it. A handler writes its effect in that same transaction (a print job, a mail in the outbox), so the effect
 * is there exactly when the decision is, once across instances, and the outbox's and print jobs' own workers (woken
 * by NOTIFY at commit, and at start for what fell due while the server was down) carry it out. A module subscribes
 * where it is built, after this one: the order module never names the modules that listen.
 */
export interface OrderEventTypes {
  /** The order counts (placed, or paid online): the staff must hear of it (the alerts' timers start). */
  counted: { orderId: number; order: AlertOrder & { payed: boolean } };
  /** Someone (staff, the guest, or a timer) decided on the order: nobody needs alerting about it any more. */
  decided: { orderId: number; outcome: DecisionOutcome };
  /** Staff accepted the order (or started a pre-order nobody had accepted). */
  accepted: { orderId: number };
  /** Staff changed what the order holds (issue 30): each part changed, before and after. */
  changed: { orderId: number; changes: OrderChange[] };
  /** Staff moved the order's state or its paid flag (the dropdown, the courier's "delivered and paid"). */
  moved: { orderId: number };
}

export type DecisionOutcome = 'accepted' | 'rejected' | 'cancelled' | 'started';

type Handler<Payload> = (tx: Queryable, payload: Payload) => Promise<void>;

export function createOrderEvents() {
  const handlers: { [Type in keyof OrderEventTypes]: Handler<OrderEventTypes[Type]>[] } = {
    counted: [],
    decided: [],
    accepted: [],
    changed: [],
    moved: [],
  };
  return {
    /** `handler` runs in the deciding transaction: its failure rolls the decision back. */
    on<Type extends keyof OrderEventTypes>(type: Type, handler: Handler<OrderEventTypes[Type]>) {
      handlers[type].push(handler);
    },
    async announce<Type extends keyof OrderEventTypes>(
      tx: Queryable,
      type: Type,
      payload: OrderEventTypes[Type],
    ) {
      for (const handler of handlers[type]) await handler(tx, payload);
    },
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
