import type { RefusalReason } from '@konyha/domain/orders/order-decisions.schemas';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import { orderRefusedMail } from '../../templates/order-decision-mail.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { Refund } from '../payment/payment.service.ts';
import { toOrders } from './order.mapper.ts';
import * as repo from './order.repository.ts';
import type { StatusLinks } from './status-links.ts';

/** The order with its lines, as mails and answers show it. */
export const asOrder = async (q: Queryable, row: repo.OrderRow) => {
  const [order] = toOrders([row], await repo.linesOf(q, [row.id]));
  if (!order) throw notFound('Order');
  return order;
};

/** Who refuses an order, how and why. */
export interface Refusal {
  userId: number | null;
  state: 'REJECTED' | 'CANCELLED';
  reason: RefusalReason;
  note?: string;
  /** The payment on the provider's page never went through (issue 17). */
  paymentStatus?: 'ABANDONED';
}

export interface RefusalDeps {
  eventLog: EventLogService;
  mail: MailQueue;
  coupons: CouponService;
  /** The payment module's refunds: a refused order's online payment goes back in the refusal's transaction. */
  refund: Refund;
  links: StatusLinks;
}

/** What every refusal of an order does, whoever refuses it (staff, the guest, the system). */
export function createRefusal({ eventLog, mail, coupons, refund, links }: RefusalDeps) {
  /**
   * Rejects or cancels: the coupon is freed, an online payment refunded (payed false, paymentStatus REFUNDED),
   * the guest told why (with the order's status link). `userId` null: the system did it (nobody confirmed in time)
   * or the guest did (on the status page); neither acknowledges the order.
   */
  return async function refuse(tx: Queryable, current: repo.OrderRow, now: Date, decision: Refusal) {
    await coupons.release(tx, current.id);
    const refundReference =
      isOnlinePayment(current.payment) && current.paymentStatus === 'PAID' && current.paymentReference
        ? await refund({ ...current, paymentReference: current.paymentReference }, { tx, now })
        : undefined;
    const note = decision.note || null;
    const row = await repo.updateOrder(tx, current.id, {
      state: decision.state,
      acknowledgedAt: current.acknowledgedAt ?? (decision.userId === null ? null : now),
      rejectionReason: decision.reason,
      rejectionNote: note,
      ...(decision.paymentStatus && { paymentStatus: decision.paymentStatus }),
      ...(refundReference && { payed: false, paymentStatus: 'REFUNDED', refundReference }),
    });
    await eventLog.record(tx, [
      {
        eventDateTime: now,
        userId: decision.userId,
        orderId: current.id,
        eventType: decision.state === 'REJECTED' ? 'ORDER_REJECTED' : 'ORDER_CANCELLED',
        orderStateFrom: current.state,
        orderStateTo: decision.state,
        reason: decision.reason,
        note,
        payed: refundReference ? false : null,
      },
    ]);
    if (row) {
      const statusUrl = await links.mintUrl(tx, row.id);
      await mail.queue(
        tx,
        'order-refused',
        orderRefusedMail(await asOrder(tx, row), !!refundReference, statusUrl),
      );
    }
    return row;
  };
}
