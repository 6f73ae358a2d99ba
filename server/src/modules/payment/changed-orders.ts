import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import { drawRefund, onlinePayments } from '@konyha/domain/payments/online-money';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as adjustments from './adjustments.repository.ts';
import type { ExtraPayments } from './extra-payments.ts';
import type { PayableOrder, PayableOrders } from './payment-orders.ts';
import type { RefundPayment } from './refunds.ts';

/** An order as a change sees it: its payment, what the courier collects on top, and the version it was changed at. */
export interface ChangedOrder extends PayableOrder {
  extraDue: number;
  version: number;
}

/** What a change did with the money: a refund of the difference, or a payment link for the extra. */
export interface ChangeSettlement {
  refund?: { amount: number; reference: string };
  extra?: { amount: number; reference: string; url: string; expiresAt: Date };
}

export interface ChangedOrderDeps {
  orders: Pick<PayableOrders, 'addExtraDue'>;
  extras: Pick<ExtraPayments, 'start'>;
  refundPayment: RefundPayment;
}

const conflict = () => new AppError('CONFLICT', 'This change of the order was settled already', 'version');

/**
 * Issue 30: the money of an order paid online when staff change it, in the change's transaction, once the order holds
 * its new total. What the guest owes now is the new total less the old one, plus any payment link still unpaid
 * (replaced by this change). Got cheaper: the courier collects less first, then the rest goes back to the payments,
 * exactly once per change (its REFUND row is claimed before the provider is asked). Got dearer: a link for the extra,
 * or the courier collects it (`collectAtDoor`). Cash and cards at the door move nothing: the courier collects the total.
 */
export function createChangedOrders({ orders, extras, refundPayment }: ChangedOrderDeps) {
  /** Pays `amount` back from the payments as they stood before the change (`moves`: its adjustments then). */
  async function refund(
    tx: Queryable,
    before: ChangedOrder & { paymentReference: string },
    moves: adjustments.AdjustmentRow[],
    { amount, now }: { amount: number; now: Date },
  ) {
    const claimed = await adjustments.claim(tx, {
      ...{ orderId: before.id, orderVersion: before.version, kind: 'REFUND', amount },
      ...{ status: 'REFUNDED', createdAt: now },
    });
    if (!claimed) throw conflict();
    const payments = onlinePayments(before, moves);
    const draws = drawRefund(payments, amount);
    if (draws.reduce((sum, draw) => sum + draw.amount, 0) !== amount) {
      throw new AppError('CONFLICT', 'The order’s online payments do not cover this refund', 'products');
    }
    const references: string[] = [];
    for (const draw of draws) {
      const left = payments.find((payment) => payment.reference === draw.reference)?.left ?? draw.amount;
      references.push(
        await refundPayment({
          ...{ orderId: before.id, payment: before.payment, ...draw, left },
          part: `v${before.version}`,
        }),
      );
    }
    const reference = references.join(' ');
    await adjustments.record(tx, claimed.id, { reference, settledAt: now });
    return { amount, reference };
  }

  return async function settleChange(
    tx: Queryable,
    {
      before,
      after,
      collectAtDoor,
      now,
    }: { before: ChangedOrder; after: ChangedOrder; collectAtDoor: boolean; now: Date },
  ): Promise<ChangeSettlement> {
    const paymentReference = before.paymentReference;
    if (!isOnlinePayment(after.payment) || after.paymentStatus !== 'PAID' || !paymentReference) return {};
    // A link the guest has not paid yet is replaced: what it asked for is part of what is owed now.
    let owed = after.total - before.total;
    const moves = await adjustments.ofOrder(tx, before.id);
    for (const move of moves) {
      if (move.kind !== 'EXTRA' || move.status !== 'PENDING') continue;
      if (!(await adjustments.moveExtra(tx, move.id, 'PENDING', 'ABANDONED', now))) throw conflict();
      owed += move.amount;
    }
    if (owed > 0 && collectAtDoor) await orders.addExtraDue(tx, before.id, owed);
    if (owed > 0 && !collectAtDoor) {
      const started = await extras.start(tx, after, { amount: owed, version: before.version, now });
      return { extra: { amount: owed, ...started } };
    }
    if (owed >= 0) return {};
    const fromDoor = Math.min(-owed, before.extraDue);
    if (fromDoor > 0) await orders.addExtraDue(tx, before.id, -fromDoor);
    const back = -owed - fromDoor;
    if (back === 0) return {};
    return { refund: await refund(tx, { ...before, paymentReference }, moves, { amount: back, now }) };
  };
}
