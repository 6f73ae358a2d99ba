import type { Queryable } from '../../db/client.ts';
import type { OrderRow } from '../order/order.service.ts';

/** What the money did when a change moved an order's total (PUT /order/{id}/content's `refund` and `paymentUrl`). */
export interface MoneyOfChange {
  refund?: { amount: number; reference: string };
  paymentUrl?: string;
}

/**
 * What becomes of the money when staff change a placed order (issue 30), in the change's transaction, once the row
 * holds its new total: an online payment gets the difference back when the order got cheaper; when it got dearer
 * the guest gets a payment link for the extra (mailed), or the courier collects it at the door (`collectAtDoor`).
 * Cash and card-at-the-door orders need nothing: the courier's "to collect" is the order's total.
 */
export interface ChangeMoney {
  settle(
    tx: Queryable,
    change: { before: OrderRow; after: OrderRow; collectAtDoor: boolean; now: Date },
  ): Promise<MoneyOfChange>;
}
