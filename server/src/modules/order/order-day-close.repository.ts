import { asc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inLocalDays } from '../../db/local-day.ts';
import { eventLog, forInstantOf, orderAdjustments, orders, users } from '../../db/schema/index.ts';

// The orders of a day as the day's close (issue 34, modules/day-close) reads them, through createOrderReads.

/** Who last marked the order delivered, and when (the event log's latest move to DELIVERED). */
const lastDelivery = sql`(
  select ${eventLog.eventDateTime} as delivered_at, ${users.name} as delivered_by from ${eventLog}
  left join ${users} on ${users.id} = ${eventLog.userId}
  where ${eventLog.orderId} = ${orders.id} and ${eventLog.orderStateTo} = 'DELIVERED'
  order by ${eventLog.eventDateTime} desc, ${eventLog.id} desc limit 1
)`;

/**
 * The orders of a Budapest day as its close reads them, each with who delivered it and what went back to the guest
 * online: a change's refunds, and on a refund of the whole payment what was left of it (the total and the tip).
 * With `lock`, the rows are locked for the close's transaction: a change racing the close waits, then meets the
 * closed day's trigger.
 */
export function closingOrders(db: Queryable, day: string, lock = false) {
  const query = db
    .select({
      id: orders.id,
      state: orders.state,
      payment: orders.payment,
      payed: orders.payed,
      total: orders.total,
      tip: orders.tip,
      placedAt: orders.orderDate,
      refunded: sql<number>`(
        coalesce((select sum(${orderAdjustments.amount}) from ${orderAdjustments}
          where ${orderAdjustments.orderId} = ${orders.id} and ${orderAdjustments.kind} = 'REFUND'
          and ${orderAdjustments.status} = 'REFUNDED'), 0)
        + case when ${orders.paymentStatus} = 'REFUNDED' then ${orders.total} + ${orders.tip} else 0 end
      )::int`,
      deliveredBy: sql<string | null>`(select delivered_by from ${lastDelivery} d)`,
      deliveredAt: sql<string | null>`(select delivered_at from ${lastDelivery} d)`,
    })
    .from(orders)
    .where(inLocalDays(forInstantOf(orders), day))
    .orderBy(asc(orders.id));
  return lock ? query.for('update', { of: orders }) : query;
}
