import { onlinePayments } from '@konyha/domain/payments/online-money';
import type { Database } from '../../db/client.ts';
import * as adjustments from './adjustments.repository.ts';

/** An order as the guest's page asks what its online money did. */
export interface MovedOrder {
  id: number;
  total: number;
  tip: number;
  extraDue: number;
  paymentStatus: string;
  paymentReference: string | null;
  /** When it was rejected or cancelled; null while it stands. */
  closedAt: Date | null;
}

/** What the guest's online money did after the order was placed (issue 30), as their order page tells it. */
export interface MovedMoney {
  /** Paid back so far: the differences changes refunded, or, once the whole payment went back, all paid online. */
  refunded: number;
  /** An extra a change asked for that the guest has not paid yet, with its provider's page. */
  extra: { amount: number; url: string } | null;
}

/** Reads an order's adjustments for its guest's page; the guest's page never moves money. */
export function createMoneyMoves(database: Database) {
  return async function movedOf(order: MovedOrder): Promise<MovedMoney> {
    const moves = await adjustments.ofOrder(database.db, order.id);
    const pending = moves.find((move) => move.kind === 'EXTRA' && move.status === 'PENDING');
    const extra = pending?.paymentUrl ? { amount: pending.amount, url: pending.paymentUrl } : null;
    const { paymentReference, closedAt } = order;
    if (order.paymentStatus === 'REFUNDED' && paymentReference) {
      // The refusal gave up the links still waiting (they were part of the total): they count as waiting here, so
      // what the payments come to is what the guest had paid, all of which went back.
      const asRefused = moves.map((move) =>
        move.kind === 'EXTRA' &&
        move.status === 'ABANDONED' &&
        closedAt &&
        move.settledAt &&
        move.settledAt >= closedAt
          ? { ...move, status: 'PENDING' }
          : move,
      );
      const paid = onlinePayments({ ...order, paymentReference }, asRefused);
      return { refunded: paid.reduce((sum, payment) => sum + payment.amount, 0), extra };
    }
    const refunded = moves
      .filter((move) => move.kind === 'REFUND' && move.status === 'REFUNDED')
      .reduce((sum, move) => sum + move.amount, 0);
    return { refunded, extra };
  };
}

export type MoneyMoves = ReturnType<typeof createMoneyMoves>;
